import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasEnded, MAX_ENDED_MEETINGS, parseEndedMeetings, rememberEnded } from './ended-meetings';

const full = () => Object.fromEntries(Array.from({ length: MAX_ENDED_MEETINGS }, (_, i) => [`m${i}`, 1000 + i]));

describe('ended meetings record', () => {
  it('remembers a meeting with the time it ended, without changing the record it was given', () => {
    const before = { a: 1 };
    const after = rememberEnded(before, 'b', 2);
    expect(after).toEqual({ a: 1, b: 2 });
    expect(before).toEqual({ a: 1 });
    expect(hasEnded(after, 'b')).toBe(true);
    expect(hasEnded(after, 'c')).toBe(false);
    expect(hasEnded(after, 'toString')).toBe(false);
  });

  it('keeps at most 1000 meetings, dropping the oldest', () => {
    const after = rememberEnded(full(), 'new', 5000);
    expect(Object.keys(after)).toHaveLength(MAX_ENDED_MEETINGS);
    expect(hasEnded(after, 'm0')).toBe(false);
    expect(hasEnded(after, 'm1')).toBe(true);
    expect(after['new']).toBe(5000);
  });

  it('moves a meeting remembered again to the new time instead of adding it twice', () => {
    const after = rememberEnded(full(), 'm0', 9000);
    expect(Object.keys(after)).toHaveLength(MAX_ENDED_MEETINGS);
    expect(after['m0']).toBe(9000);
    expect(hasEnded(after, 'm1')).toBe(true);
  });

  it('never grows past the bound and always holds the latest meeting', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 4 }), fc.nat()), { maxLength: 60 }), (events) => {
        let record: Record<string, number> = full();
        for (const [id, now] of events) {
          record = rememberEnded(record, id, now);
          expect(Object.keys(record).length).toBeLessThanOrEqual(MAX_ENDED_MEETINGS);
          expect(record[id]).toBe(now);
        }
      }),
    );
  });

  it('reads a stored record back defensively', () => {
    expect(parseEndedMeetings(null)).toEqual({});
    expect(parseEndedMeetings([1, 2])).toEqual({});
    expect(parseEndedMeetings('x')).toEqual({});
    expect(parseEndedMeetings({ a: 1, b: 'x', c: null, d: 2 })).toEqual({ a: 1, d: 2 });
    const oversized = { ...full(), extra: 1 };
    const parsed = parseEndedMeetings(oversized);
    expect(Object.keys(parsed)).toHaveLength(MAX_ENDED_MEETINGS);
    expect(hasEnded(parsed, 'extra')).toBe(false);
  });
});
