/**
 * The link page's calls to /api/join/{token}/…: the token in the path is the patient's only credential, so no
 * cookie goes with them. What a status means stays with each caller.
 */
export function joinUrl(token: string, path = ''): string {
  return `/api/join/${encodeURIComponent(token)}${path}`;
}

export function getFromJoin(token: string, path = ''): Promise<Response> {
  return fetch(joinUrl(token, path), { credentials: 'omit' });
}

export function postToJoin(token: string, path: string, body: unknown): Promise<Response> {
  return fetch(joinUrl(token, path), {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A call the server answered with an error status. */
export class JoinResponseError extends Error {
  readonly status: number;
  constructor(what: string, status: number) {
    super(`${what}: ${status}`);
    this.status = status;
  }
}

/** A 4xx: the link has expired (or the call is wrong); asking again will not help. */
export function isClientError(error: unknown): boolean {
  return error instanceof JoinResponseError && error.status >= 400 && error.status < 500;
}
