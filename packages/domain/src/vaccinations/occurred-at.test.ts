import { describe, expect, it } from 'vitest';
import { dayOfOccurredAt, occurredAtOfDay } from './occurred-at';
import { mayRegisterVaccinations } from './permissions';

const STOCKHOLM = 'Europe/Stockholm';

describe('the vaccination day', () => {
  it('is sent as the Stockholm midnight that begins it, summer and winter', () => {
    expect(occurredAtOfDay('2026-11-24', STOCKHOLM)).toBe(Date.UTC(2026, 10, 23, 23));
    expect(occurredAtOfDay('2026-07-01', STOCKHOLM)).toBe(Date.UTC(2026, 5, 30, 22));
  });

  it('is null for what is not a calendar day', () => {
    for (const day of ['', '2026-02-30', '2026-13-01', '24/11/2026', '0099-01-01']) {
      expect(occurredAtOfDay(day, STOCKHOLM), day).toBeNull();
    }
  });

  it('reads back as the same day', () => {
    const at = occurredAtOfDay('2026-03-29', STOCKHOLM)!;
    expect(dayOfOccurredAt(at, STOCKHOLM)).toBe('2026-03-29');
  });
});

describe('who may register vaccinations', () => {
  it('is a Swedish doctor or nurse, not a psychologist nor a clinician elsewhere', () => {
    expect(mayRegisterVaccinations({ profession: 'DOCTOR', country: 'SE' })).toBe(true);
    expect(mayRegisterVaccinations({ profession: 'NURSE', country: 'SE' })).toBe(true);
    expect(mayRegisterVaccinations({ profession: 'PSYCHOLOGIST', country: 'SE' })).toBe(false);
    expect(mayRegisterVaccinations({ profession: 'DOCTOR', country: 'GB' })).toBe(false);
  });
});
