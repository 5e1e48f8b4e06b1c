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

/** A request the JSON service on loopback received: the method, the path, the Authorization header and the body. */
export type ReceivedRequest = {
  method: string;
  url: string;
  auth: string | undefined;
  body: unknown;
  /** Every header as Node gives them (names in lower case). */
  headers?: Record<string, string | string[] | undefined>;
};

/** What the JSON service answers next: a status with a JSON body (none if left out), or nothing at all (`hang`). */
export type JsonAnswer = { status: number; body?: unknown; hang?: boolean };

/**
 * A partner's JSON service on loopback (the prescription exchange's bridge, the certificate service) that records
 * each request and answers with what the test last set in `answer`; `hang` leaves the client to its time limit.
 */
export function useJsonService(): { url(path: string): string; received: ReceivedRequest[]; answer: JsonAnswer } {
  const service = {
    url: (path: string) => server.url(path),
    received: [] as ReceivedRequest[],
    answer: { status: 200 } as JsonAnswer,
  };
  const server = useLoopbackServer((request, body, response) => {
    service.received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      auth: request.headers.authorization,
      headers: request.headers,
      body: body ? JSON.parse(body) : undefined,
    });
    const { answer } = service;
    if (answer.hang) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  return service;
}
