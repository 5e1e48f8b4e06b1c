import { describe, expect, it } from 'vitest';
import { planReasonSearch, REASON_SEARCH_DEBOUNCE_MS } from './reason-search';

describe('reason search (seed 001 §5, §9)', () => {
  it('does not search below 3 characters', () => {
    expect(planReasonSearch('')).toEqual({ kind: 'none' });
    expect(planReasonSearch('hy')).toEqual({ kind: 'none' });
    expect(planReasonSearch('  hy  ')).toEqual({ kind: 'none' });
  });

  it('searches from 3 characters after 500 ms', () => {
    expect(REASON_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(planReasonSearch('hyp')).toEqual({ kind: 'search', query: 'hyp', delayMs: 500 });
    expect(planReasonSearch(' ont i')).toEqual({ kind: 'search', query: 'ont i', delayMs: 500 });
  });

  it('searches at once when the text ends with a space, with the query trimmed', () => {
    expect(planReasonSearch('hypertoni ')).toEqual({ kind: 'search', query: 'hypertoni', delayMs: 0 });
    expect(planReasonSearch('ab ')).toEqual({ kind: 'none' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(planReasonSearch('åäö')).toEqual({ kind: 'search', query: 'åäö', delayMs: 500 });
  });
});
