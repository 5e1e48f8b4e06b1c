import { DEMO_PASSWORD } from '../demo/demo-data';

export type Answer<T = unknown> = { status: number; body: T; headers: Headers; text: string };

/**
 * A clinician's browser, reduced to what the API sees: a cookie jar, the CSRF header the web app
 * sends, and JSON. Every request is real HTTP against the running server.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  /** `server` may be a function: a file's clients are made before its app has started and has an address. */
  constructor(
    private readonly server: string | (() => string),
    private readonly options: { sendCsrf?: boolean; origin?: string } = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async signIn(username: string, password = DEMO_PASSWORD): Promise<Answer> {
    return this.post('/api/auth/login', { username, password });
  }

  get<T = unknown>(path: string): Promise<Answer<T>> {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    return this.request<T>('POST', path, body, headers);
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...extra };
    // FormData (an upload) sets its own multipart content type.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrf_token');
    if (method !== 'GET' && csrf && this.options.sendCsrf !== false && !('x-csrf-token' in headers))
      headers['x-csrf-token'] = csrf;
    if (this.options.origin) headers.origin = this.options.origin;
    const baseUrl = typeof this.server === 'string' ? this.server : this.server();
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }
}
