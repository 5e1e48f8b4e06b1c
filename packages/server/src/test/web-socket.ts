import WebSocket from 'ws';

/**
 * A WebSocket to `path` on the test server, once it is open: every JSON message it is sent is collected in
 * `received`, and `closed` answers the close code.
 */
export async function openJsonSocket<Message>(baseUrl: string, path: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${path}`);
  const received: Message[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => received.push(JSON.parse(data.toString()) as Message));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, received, closed };
}
