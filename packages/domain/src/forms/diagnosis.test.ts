import { describe, expect, it } from 'vitest';
import { icdCodeOf } from './diagnosis';

describe('icdCodeOf', () => {
  it('takes the first word of a diagnosis value (seed 000 §3)', () => {
    expect(icdCodeOf('J02.9 Acute pharyngitis')).toBe('J02.9');
    expect(icdCodeOf('  I10\tHigh blood pressure')).toBe('I10');
    expect(icdCodeOf('R51')).toBe('R51');
  });

  it('gives an empty code for a blank value', () => {
    expect(icdCodeOf('')).toBe('');
    expect(icdCodeOf('   ')).toBe('');
  });
});
