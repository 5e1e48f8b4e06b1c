import { describe, expect, it } from 'vitest';
import { endCall, INITIAL_CALL_LIFECYCLE, markPatientDeclined, noShowOffered } from './call-lifecycle';

const call = (ms: number, declined = false) => ({ startedAt: 1_000, endedAt: 1_000 + ms, declined });

describe('call lifecycle', () => {
  it('counts every ended call, and only calls longer than 10 s as real calls', () => {
    const short = endCall(INITIAL_CALL_LIFECYCLE, call(10_000));
    expect(short).toEqual({ callCount: 1, realCallCount: 0, patientDeclined: false });
    const long = endCall(short, call(10_001));
    expect(long).toEqual({ callCount: 2, realCallCount: 1, patientDeclined: false });
  });

  it('does not change the state it is given', () => {
    const state = { ...INITIAL_CALL_LIFECYCLE };
    endCall(state, call(20_000, true));
    markPatientDeclined(state);
    expect(state).toEqual(INITIAL_CALL_LIFECYCLE);
  });

  it('offers the no-show end after a decline or once more than one call was made', () => {
    expect(noShowOffered(INITIAL_CALL_LIFECYCLE)).toBe(false);
    const one = endCall(INITIAL_CALL_LIFECYCLE, call(60_000));
    expect(noShowOffered(one)).toBe(false);
    expect(noShowOffered(endCall(one, call(60_000)))).toBe(true);
    expect(noShowOffered(endCall(INITIAL_CALL_LIFECYCLE, call(1_000, true)))).toBe(true);
    expect(noShowOffered(markPatientDeclined(INITIAL_CALL_LIFECYCLE))).toBe(true);
  });

  it('keeps a decline once recorded', () => {
    const declined = markPatientDeclined(INITIAL_CALL_LIFECYCLE);
    expect(markPatientDeclined(declined)).toBe(declined);
    expect(endCall(declined, call(30_000)).patientDeclined).toBe(true);
  });
});
