import { describe, expect, it } from 'vitest';
import { shouldRetractPane } from './record-pane';

describe('shouldRetractPane', () => {
  it('retracts the record pane in windows narrower than 1200 px', () => {
    expect(shouldRetractPane(1199)).toBe(true);
    expect(shouldRetractPane(800)).toBe(true);
    expect(shouldRetractPane(0)).toBe(true);
  });

  it('keeps the record pane open at 1200 px and wider', () => {
    expect(shouldRetractPane(1200)).toBe(false);
    expect(shouldRetractPane(1920)).toBe(false);
  });
});
