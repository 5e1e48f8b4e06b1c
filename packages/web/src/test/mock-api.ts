import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = Response | ((request: RecordedRequest) => Response | Promise<Response>);
/** "GET /api/meetings" → what the fake server answers. A function is called with each request (fresh body). */
export type ApiRoutes = Record<string, Reply>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(status: number, key: string, message = key): Response {
  return json(status, { error: { key, message } });
}

/**
 * Replaces fetch with a tiny fake server. Unknown routes answer 404 so a missing stub shows up as a visible
 * "not found" instead of a hang. Returns the requests made, for assertions.
 */
export function mockApi(routes: ApiRoutes): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    const reply = routes[`${method} ${url.pathname}`];
    if (!reply) return apiError(404, 'notFound', `No stub for ${method} ${url.pathname}`);
    return typeof reply === 'function' ? reply(request) : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}
