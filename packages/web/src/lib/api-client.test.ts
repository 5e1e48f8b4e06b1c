import { MeResponse } from '@konsult/domain';
import { describe, expect, it, vi } from 'vitest';
import { aClinician } from '../test/fixtures';
import { apiError, json, mockApi } from '../test/mock-api';
import { apiCommand, apiRequest, apiRequestList, LIST_SLICE, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { z } from 'zod';

describe('api client', () => {
  it('attaches x-csrf-token from the csrf_token cookie to state-changing requests', async () => {
    document.cookie = 'csrf_token=token-123; path=/';
    const requests = mockApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    await apiCommand('/api/auth/logout', { method: 'POST' });
    expect(requests[0]?.headers.get('x-csrf-token')).toBe('token-123');
  });

  it('sends no csrf header on reads', async () => {
    document.cookie = 'csrf_token=token-123; path=/';
    const requests = mockApi({ 'GET /api/auth/me': json(200, { clinician: aClinician() }) });
    await apiRequest('/api/auth/me', MeResponse);
    expect(requests[0]?.headers.get('x-csrf-token')).toBeNull();
  });

  it('sends JSON bodies with the same-origin credentials', async () => {
    const fetchMock = vi.fn(async () => json(200, { clinician: aClinician() }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/auth/login', MeResponse, { method: 'POST', body: { username: 'anna', password: 'pw' } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"username":"anna","password":"pw"}');
  });

  it('turns the error body into an ApiError with status, key, message and issues', async () => {
    mockApi({
      'POST /api/things': json(400, {
        error: {
          key: 'invalid_input',
          message: 'Bad',
          issues: [{ path: 'name', code: 'too_small', message: 'Short' }],
        },
      }),
    });
    const error = await apiCommand('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, key: 'invalid_input', message: 'Bad' });
    expect((error as ApiError).issues).toEqual([{ path: 'name', code: 'too_small', message: 'Short' }]);
  });

  it('reports a response that is not an error body as an unknown error with its status', async () => {
    mockApi({ 'GET /api/health': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await apiRequest('/api/health', z.unknown()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, key: 'unknown' });
  });

  it('sends the user to sign in on a 401, but not when the caller handles 401 itself', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({
      'GET /api/meetings': apiError(401, 'unauthorized'),
      'POST /api/auth/login': apiError(401, 'unauthorized'),
    });
    await expect(apiRequest('/api/meetings', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(apiCommand('/api/auth/login', { redirectOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that does not match the shared schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/auth/me': json(200, { clinician: { name: 'No id' } }) });
    await expect(apiRequest('/api/auth/me', MeResponse)).rejects.toMatchObject({ key: 'invalid_response' });
  });

  describe('a long list (issue 22: checked a slice at a time)', () => {
    const Item = z.object({ id: z.number(), at: z.number().transform((ms) => new Date(ms).getUTCFullYear()) });
    const items = (count: number) => Array.from({ length: count }, (_, id) => ({ id, at: Date.UTC(2026, 0, 1) }));

    it('answers every item, checked and in order, across several slices', async () => {
      mockApi({ 'GET /api/list': json(200, { entries: items(LIST_SLICE * 2 + 3) }) });
      const { entries } = await apiRequestList('/api/list', 'entries', Item);
      expect(entries).toHaveLength(LIST_SLICE * 2 + 3);
      expect(entries.map((e) => e.id)).toEqual(items(LIST_SLICE * 2 + 3).map((e) => e.id));
      expect(entries.every((e) => e.at === 2026)).toBe(true);
    });

    it('rejects the answer when an item in a later slice does not match', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const list: unknown[] = items(LIST_SLICE + 10);
      list[LIST_SLICE + 5] = { id: 'not a number', at: 0 };
      mockApi({ 'GET /api/list': json(200, { entries: list }) });
      await expect(apiRequestList('/api/list', 'entries', Item)).rejects.toMatchObject({ key: 'invalid_response' });
    });

    it('re-reads with the ETag it holds: a 304 answers the list held, a 200 the new one with its ETag', async () => {
      let current = { etag: 'W/"v1"', entries: items(3) };
      const requests = mockApi({
        'GET /api/list': (request) =>
          request.headers.get('if-none-match') === current.etag
            ? new Response(null, { status: 304, headers: { etag: current.etag } })
            : new Response(JSON.stringify({ entries: current.entries }), {
                status: 200,
                headers: { 'content-type': 'application/json', etag: current.etag },
              }),
      });
      const first = await apiRequestList('/api/list', 'entries', Item);
      expect(first.etag).toBe('W/"v1"');
      expect(requests[0]!.headers.get('if-none-match')).toBeNull();

      const again = await apiRequestList('/api/list', 'entries', Item, { held: first });
      expect(requests[1]!.headers.get('if-none-match')).toBe('W/"v1"');
      expect(again).toBe(first);

      current = { etag: 'W/"v2"', entries: items(4) };
      const changed = await apiRequestList('/api/list', 'entries', Item, { held: first });
      expect(changed.entries).toHaveLength(4);
      expect(changed.etag).toBe('W/"v2"');
    });

    it('rejects an answer without the list', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      mockApi({ 'GET /api/list': json(200, { other: [] }) });
      await expect(apiRequestList('/api/list', 'entries', Item)).rejects.toMatchObject({ key: 'invalid_response' });
    });
  });
});
