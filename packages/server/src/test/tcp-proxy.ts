import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and its PostgreSQL server, so that a test can take the database away from the app as a
 * restart does, without restarting a server that other test files use at the same time.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private server: Server = createServer((socket) => this.relay(socket));
  public port = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await listen(proxy.server, 0);
    proxy.port = (proxy.server.address() as AddressInfo).port;
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  /** What the app sees of a database that stops: every open connection is cut, and new ones are refused. */
  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  /** The database is back: connections are accepted again, on the same port. */
  async restore(): Promise<void> {
    this.server = createServer((socket) => this.relay(socket));
    await listen(this.server, this.port);
  }

  async close(): Promise<void> {
    if (this.server.listening) await this.cut();
  }

  private relay(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
