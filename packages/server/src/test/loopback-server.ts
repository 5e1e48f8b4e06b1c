import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A partner's HTTP server on loopback (an SMS gateway, a ticket system) for the file's tests, started before them and
 * closed after them: `respond` is called with each request once its body is read. Ask for it before `useTestApp`, so
 * that the app's config can name its `url`.
 */
export function useLoopbackServer(
  respond: (request: IncomingMessage, body: string, response: ServerResponse) => void,
): { url(path: string): string } {
  let server: Server | undefined;
  beforeAll(async () => {
    const listening = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => respond(request, body, response));
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    url(path) {
      if (!server?.listening) throw new Error('the loopback server listens from beforeAll on');
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
    },
  };
}
