import { ApiError, CLIENT_ERROR_KEYS } from '../../../packages/web/src/lib/api-error';
import type { Recorder } from './recorder';

export type Answer<T> = { status: number; body: T; requestId: string | null };

/**
 * A clinician's browser as the API sees it: the session and CSRF cookies, the x-csrf-token header the web app sends
 * on every change (from the csrf_token cookie), JSON. Every request is timed to its last byte and recorded under its
 * route as the API document names it. `baseUrl` may change: a load balancer sending the browser elsewhere.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    public baseUrl: string,
    private readonly recorder: Recorder | null,
  ) {}

  async signIn(username: string, password: string): Promise<void> {
    const answer = await this.send('POST', '/api/auth/login', '/api/auth/login', { username, password });
    if (answer.status !== 200) throw new Error(`signing in ${username} answered ${answer.status}`);
  }

  /** The same cookies in another browser object (the same person's browser, sent to another instance). */
  sameSessionAt(baseUrl: string, recorder: Recorder | null): Browser {
    const other = new Browser(baseUrl, recorder);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  /** A request that must succeed: answers its body, or throws ApiError as the web app's client does. */
  async call<T>(method: string, route: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.send<T>(method, route, path, body);
    if (answer.status >= 400 || answer.status === 0) {
      const error = (answer.body as { error?: { key?: string; message?: string } } | null)?.error;
      throw new ApiError(
        answer.status,
        error?.key ?? CLIENT_ERROR_KEYS.network,
        error?.message ?? `${method} ${path} failed (${answer.status})`,
      );
    }
    return answer.body;
  }

  /** Any answer, recorded; status 0 when none came (the connection failed). */
  async send<T>(method: string, route: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrf_token');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    const startedAt = Date.now();
    const started = performance.now();
    let status = 0;
    let requestId: string | null = null;
    let parsed: unknown = null;
    try {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      status = response.status;
      requestId = response.headers.get('x-request-id');
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        const value = pair!.slice(eq + 1);
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
        else this.cookies.set(pair!.slice(0, eq), value);
      }
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // No answer (or not JSON): status stays as it is.
    }
    this.recorder?.add({
      route: `${method} ${route}`,
      startedAt,
      ms: performance.now() - started,
      status,
      requestId,
    });
    return { status, body: parsed as T, requestId };
  }
}
