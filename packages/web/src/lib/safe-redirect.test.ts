import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeRedirectPath('/emr/m1?action=send-message')).toBe('/emr/m1?action=send-message');
  });

  it('refuses other origins, protocol-relative paths and the login page itself', () => {
    expect(safeRedirectPath('https://evil.example/')).toBe('/');
    expect(safeRedirectPath('//evil.example/')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('/login?redirect=/')).toBe('/');
    expect(safeRedirectPath(42)).toBe('/');
  });
});
