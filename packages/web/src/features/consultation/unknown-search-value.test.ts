import { describe, expect, it } from 'vitest';
import { findUnknownSearchValue } from './unknown-search-value';

describe('findUnknownSearchValue', () => {
  it('accepts known actions and tabs, and their absence', () => {
    expect(findUnknownSearchValue({})).toBeNull();
    expect(findUnknownSearchValue({ action: 'send-message', leftbar: 'medication-list' })).toBeNull();
  });

  it('names the unknown action first, then the unknown tab', () => {
    expect(findUnknownSearchValue({ action: 'fly', leftbar: 'nope' })).toEqual({ kind: 'action', value: 'fly' });
    expect(findUnknownSearchValue({ leftbar: 'nope' })).toEqual({ kind: 'tab', value: 'nope' });
  });
});
