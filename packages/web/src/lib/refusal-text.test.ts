import { describe, expect, it } from 'vitest';
import { ApiError, refusalTextKey } from './api-error';

describe('what the server refused, as the catalogue words it', () => {
  it('is its error key where the catalogue has one, else its status, else a failure to reach it', () => {
    expect(refusalTextKey(new ApiError(409, 'entry_signed', 'This note is signed.'))).toBe(
      'common.refused.entry_signed',
    );
    expect(refusalTextKey(new ApiError(403, 'forbidden', 'Notes cannot be struck.'))).toBe('common.refused.forbidden');
    expect(refusalTextKey(new ApiError(409, 'stale_version', 'Someone saved.'))).toBe('common.refused.conflict');
    expect(refusalTextKey(new ApiError(500, 'internal', 'Oops'))).toBe('common.refused.other');
    expect(refusalTextKey(new TypeError('Failed to fetch'))).toBe('common.refused.other');
  });
});
