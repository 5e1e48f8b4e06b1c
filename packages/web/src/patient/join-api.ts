/**
 * The link page's calls to /api/join/{token}/… (a meeting's link) or /api/programme/{token}/… (a treatment
 * programme's own link, issue 21): the token in the path is the patient's only credential, so no cookie goes with
 * them. What a status means stays with each caller.
 */
export type LinkKind = 'join' | 'programme';

export function joinUrl(token: string, path = '', kind: LinkKind = 'join'): string {
  return `/api/${kind}/${encodeURIComponent(token)}${path}`;
}

let watcher: ((response: Response) => void) | undefined;

/**
 * Shows every answer of the link's calls, whichever part of the page made them, to `watch` (the programme page looks
 * among them for 404 link_invalid: the link expired or was replaced); none with no argument.
 */
export function watchResponses(watch?: (response: Response) => void): void {
  watcher = watch;
}

const seen = (response: Response) => (watcher?.(response), response);

export function getFromJoin(token: string, path = '', kind?: LinkKind): Promise<Response> {
  return fetch(joinUrl(token, path, kind), { credentials: 'omit' }).then(seen);
}

export function postToJoin(token: string, path: string, body: unknown, kind?: LinkKind): Promise<Response> {
  return fetch(joinUrl(token, path, kind), {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(seen);
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
