import { describe, expect, it } from 'vitest';
import { LatestIdentityVerificationResponse } from './identity-verification';

describe('latest identity verification answer', () => {
  it('reads an answer without a KBV session id as having none', () => {
    expect(LatestIdentityVerificationResponse.parse({ latest: null })).toEqual({ latest: null, kbvSessionId: null });
  });
});
