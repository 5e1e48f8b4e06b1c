/**
 * One JSON call to a partner's HTTP service, as every HTTP adapter makes it (the SIL catalogue, the prescription
 * exchange): the bearer token when there is one, a JSON body, a time limit. The answer's status and parsed body
 * (undefined when it is not JSON) are the adapter's to judge; a service that cannot be reached is `Unreachable`.
 */
export type JsonAnswer = { status: number; headers: Headers; json: unknown };

export class Unreachable extends Error {
  constructor(
    readonly timedOut: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'Unreachable';
  }
}

export async function requestJson(
  url: string,
  options: { method: 'GET' | 'POST'; token: string | null; timeoutMs: number; body?: unknown },
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new Unreachable(timedOut, error instanceof Error ? error.message : String(error));
  }
  const json: unknown = await response.json().catch(() => undefined);
  return { status: response.status, headers: response.headers, json };
}
