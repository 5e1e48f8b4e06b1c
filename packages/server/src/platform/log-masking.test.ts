import { describe, expect, it } from 'vitest';
import { maskLinkTokens } from './log-masking';

describe('request logging', () => {
  it('masks the token of a patient link, in the page and the API path', () => {
    expect(maskLinkTokens('/join/abcDEF_123-x')).toBe('/join/[token]');
    expect(maskLinkTokens('/api/join/abcDEF_123-x?x=1')).toBe('/api/join/[token]?x=1');
    expect(maskLinkTokens('/api/programme/abcDEF_123-x/messages')).toBe('/api/programme/[token]/messages');
    expect(maskLinkTokens('/api/meeting/1/patient-link')).toBe('/api/meeting/1/patient-link');
  });
});
