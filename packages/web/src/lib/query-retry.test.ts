import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryUnlessClientError } from './query-retry';

describe('retryUnlessClientError', () => {
  const retry = retryUnlessClientError(2);

  it('retries server and network failures twice', () => {
    const serverError = new ApiError(503, 'unknown', 'Unavailable');
    expect(retry(0, serverError)).toBe(true);
    expect(retry(1, serverError)).toBe(true);
    expect(retry(2, serverError)).toBe(false);
    expect(retry(0, new ApiError(0, 'network_error', 'offline'))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    expect(retry(0, new ApiError(404, 'notFound', 'Not found'))).toBe(false);
    expect(retry(0, new ApiError(410, 'meeting_cancelled', 'Cancelled'))).toBe(false);
    expect(retry(0, new ApiError(403, 'forbidden', 'Forbidden'))).toBe(false);
  });
});
