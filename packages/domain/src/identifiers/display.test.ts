import { describe, expect, it } from 'vitest';
import { displayIdNumber } from './display';
import { makePersonnummer } from './personnummer';
import { makeNhsNumber } from './nhs-number';

describe('displayIdNumber', () => {
  it('shows a Swedish personnummer as 8 digits, a dash and the rest', () => {
    const id = makePersonnummer({ date: '1991-06-21', serial: '046' });
    expect(displayIdNumber(id, 'SE')).toBe(`${id.slice(0, 8)}-${id.slice(8)}`);
  });

  it('shows an NHS number in groups of 3, 3 and 4', () => {
    const id = makeNhsNumber('943476591')!;
    expect(displayIdNumber(id, 'GB')).toBe(`${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6)}`);
  });

  it('leaves a number that is not valid for the market as stored', () => {
    expect(displayIdNumber('199106210463', 'SE')).toBe('199106210463');
    expect(displayIdNumber('A123456780', 'DE')).toBe('A123456780');
  });
});
