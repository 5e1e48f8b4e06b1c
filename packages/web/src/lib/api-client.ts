import type { z } from 'zod';
import { ApiError, CLIENT_ERROR_KEYS, toApiError } from './api-error';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A 401 normally means the session ended, so the user is sent to sign in again. The login call (401 = wrong
   * password) and the session probe (401 = not signed in yet) answer 401 themselves and opt out.
   */
  redirectOnUnauthorized?: boolean;
  /** A GET's validator (the ETag of the answer already held): a 304 then answers that the held one is current. */
  ifNoneMatch?: string;
}

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname !== '/login') window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
};

/** The app replaces the default full-page redirect with a router navigation. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const SAFE_METHODS: ReadonlySet<Method> = new Set(['GET']);

function buildHeaders(method: Method, body: unknown, ifNoneMatch: string | undefined): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (ifNoneMatch) headers.set('if-none-match', ifNoneMatch);
  // FormData (an upload) brings its own multipart content type and boundary.
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }
  return headers;
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const body = options.body;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: buildHeaders(method, body, options.ifNoneMatch),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CLIENT_ERROR_KEYS.network, error instanceof Error ? error.message : 'Network error');
  }
  if (response.ok || (response.status === 304 && options.ifNoneMatch)) return response;
  const apiError = await toApiError(response);
  if (apiError.status === 401 && options.redirectOnUnauthorized !== false) onUnauthorized();
  throw apiError;
}

/** Calls the API and checks the answer against the shared schema, so a contract drift fails loudly here. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const response = await send(path, options);
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error.issues);
    throw new ApiError(response.status, CLIENT_ERROR_KEYS.invalidResponse, `Unexpected response from ${path}`);
  }
  return parsed.data;
}

/** How many items of a long list are checked in one go before the page gets its turn (issue 22). */
export const LIST_SLICE = 250;

/**
 * Like apiRequest, for an answer `{ [key]: item[] }` that can be long (the 5,000-entry record history): the items
 * are checked against their schema a slice at a time, with a turn for the page between slices, so that a long list
 * does not block input and paint for the tenth of a second checking it all at once would take. A short list is
 * checked in one go.
 */
export async function apiRequestList<K extends string, S extends z.ZodType>(
  path: string,
  key: K,
  item: S,
  options: Omit<ApiRequestOptions, 'ifNoneMatch'> & { held?: Validated<{ [P in K]: z.output<S>[] }> } = {},
): Promise<Validated<{ [P in K]: z.output<S>[] }>> {
  const { held, ...rest } = options;
  const response = await send(path, { ...rest, ifNoneMatch: held?.etag });
  // Unchanged since the answer held (issue 22): nothing to download or check again.
  if (response.status === 304 && held) return held;
  const etag = response.headers.get('etag') ?? undefined;
  const body: unknown = await response.json().catch(() => null);
  const list = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  const invalid = (issues: unknown) => {
    console.error(`Unexpected response from ${path}`, issues);
    return new ApiError(response.status, CLIENT_ERROR_KEYS.invalidResponse, `Unexpected response from ${path}`);
  };
  if (!Array.isArray(list)) throw invalid(`no "${key}" list`);
  const items: z.output<S>[] = [];
  for (let start = 0; start < list.length; start += LIST_SLICE) {
    if (start > 0) await nextTurn();
    options.signal?.throwIfAborted();
    for (const value of list.slice(start, start + LIST_SLICE)) {
      const parsed = item.safeParse(value);
      if (!parsed.success) throw invalid(parsed.error.issues);
      items.push(parsed.data);
    }
  }
  return { [key]: items, etag } as Validated<{ [P in K]: z.output<S>[] }>;
}

/** An answer with the ETag the server gave it, to revalidate it with on the next read. */
export type Validated<T> = T & { etag?: string };

/** Lets the browser handle input and paint before the next slice of work (a task, not a microtask). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** For calls that answer a file (a PDF preview): its bytes as a Blob, errors as for any call. */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  return response.blob();
}

/** For calls that answer 204 or whose body the caller does not need. */
export async function apiCommand(path: string, options: ApiRequestOptions = {}): Promise<void> {
  await send(path, { method: 'POST', ...options });
}
