/** se.doctor's session for the bench's HTTP measurements, as the web app signs in. */

/** Signs se.doctor in; answers the session's cookies, each as its name and value. */
export async function signInCookies(baseUrl: string): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'se.doctor', password: 'konsult' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair!.indexOf('=');
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
  });
}

/** Signs se.doctor in; answers the Cookie header a browser would send. */
export async function signIn(baseUrl: string): Promise<string> {
  return (await signInCookies(baseUrl)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** One of se.doctor's open meetings (scheduled or started), other than `except`. */
export async function openMeetingId(baseUrl: string, cookie: string, except?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/meetings`, { headers: { cookie } });
  const { meetings } = (await response.json()) as { meetings: { id: string; status: string }[] };
  const open = meetings.find((m) => (m.status === 'SCHEDULED' || m.status === 'STARTED') && m.id !== except);
  if (!open) throw new Error('no open demo meeting to load');
  return open.id;
}
