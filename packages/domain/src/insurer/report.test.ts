import { describe, expect, it } from 'vitest';
import { MISSING_FORM_VALUE_MAP_ERROR } from './outcomes';
import {
  appointmentDuration,
  buildInsurerReportV1,
  buildInsurerReportV2,
  consultationMethod,
  londonClockTime,
  londonDate,
  medicalConditionCode,
  moduleCodes,
  snakeCaseKey,
  type InsurerReportInput,
} from './report';
import v1Expected from './golden/report-v1.expected.json';
import v1Input from './golden/report-v1.input.json';
import v2Expected from './golden/report-v2.expected.json';
import v2Input from './golden/report-v2.input.json';

/** The golden inputs, written by hand (as the server would gather them); a fresh copy per test. */
const INPUTS = { 'report-v1.input.json': v1Input, 'report-v2.input.json': v2Input };
const inputOf = (name: keyof typeof INPUTS) => JSON.parse(JSON.stringify(INPUTS[name])) as InsurerReportInput;

describe('the older report (snake-cased), golden', () => {
  it('matches the hand-written payload for a GMT afternoon', () => {
    const { payload, warnings } = buildInsurerReportV1(inputOf('report-v1.input.json'));
    expect(payload).toEqual(v1Expected);
    expect(warnings).toEqual([]);
  });
});

describe('the newer report, golden', () => {
  it('matches the hand-written payload for a BST morning', () => {
    const { payload, warnings } = buildInsurerReportV2(inputOf('report-v2.input.json'));
    expect(payload).toEqual(v2Expected);
    expect(warnings).toEqual([]);
  });

  it('defaults the staff scheme indicator and the policy number', () => {
    const input = inputOf('report-v2.input.json');
    const { payload } = buildInsurerReportV2({
      ...input,
      member: { ...input.member, staffSchemeIndicator: null },
      policy: { ...input.policy, policyNumber: null },
    });
    expect(payload.vitalityStaff).toBe('Missing Vitality staff');
    expect(payload.vitalityData.staffSchemeIndicator).toBe('Missing Vitality staff');
    expect(payload.policyNumber).toBe(0);
    expect(payload.vitalityData.policyNumber).toBe(0);
  });
});

describe('both builders', () => {
  it.each([
    ['older', buildInsurerReportV1],
    ['newer', buildInsurerReportV2],
  ] as const)('the %s one refuses a missing form value map', (_, build) => {
    const input = inputOf('report-v1.input.json');
    expect(() => build({ ...input, medicalRecordFormValueMap: null })).toThrow(MISSING_FORM_VALUE_MAP_ERROR);
    expect(MISSING_FORM_VALUE_MAP_ERROR).toBe('Missing medicalRecordFormValueMap');
  });

  it('caps a call over an hour at 5959 and returns the warning', () => {
    const input = inputOf('report-v1.input.json');
    const long = { ...input, actualStartAt: '2026-01-20T14:00:00Z', actualEndAt: '2026-01-20T15:30:00Z' };
    const older = buildInsurerReportV1(long);
    expect(older.payload.appointment_duration).toBe('5959');
    expect(older.warnings).toEqual([{ code: 'duration-capped', seconds: 5400 }]);
    const newer = buildInsurerReportV2(long);
    expect(newer.payload.vitalityData.appointment.duration).toBe('5959');
    expect(newer.warnings).toEqual([{ code: 'duration-capped', seconds: 5400 }]);
  });

  it('warns about and ignores comorbidities that are not a list', () => {
    const { payload, warnings } = buildInsurerReportV1({ ...inputOf('report-v1.input.json'), comorbidities: 'Asthma' });
    expect(payload.consultation).toMatchObject({ co_morbidity: { comorbidities: [], other: 'Hay fever' } });
    expect(warnings).toEqual([{ code: 'comorbidities-ignored', receivedType: 'string' }]);
  });
});

describe('appointment timing (seed 002 §5)', () => {
  it('reads clock times on the Europe/London clock, summer and winter', () => {
    expect(londonClockTime('2026-07-14T08:30:00Z')).toBe('093000');
    expect(londonClockTime('2026-01-20T08:30:00Z')).toBe('083000');
    expect(londonClockTime('2026-03-29T00:59:59Z')).toBe('005959');
    expect(londonClockTime('2026-03-29T01:00:00Z')).toBe('020000');
    expect(londonClockTime('2026-07-14T23:30:00Z')).toBe('003000');
    expect(londonDate('2026-07-14T23:30:00Z')).toBe('2026-07-15');
    expect(londonDate('2026-01-20T23:30:00Z')).toBe('2026-01-20');
  });

  it('gives 000000 for a missing or unreadable time', () => {
    expect(londonClockTime(null)).toBe('000000');
    expect(londonClockTime(undefined)).toBe('000000');
    expect(londonClockTime('not a date')).toBe('000000');
  });

  it('gives the duration as mmss, 0000 when a time is missing', () => {
    expect(appointmentDuration('2026-01-20T14:00:00Z', '2026-01-20T14:07:09Z')).toEqual({
      duration: '0709',
      warning: null,
    });
    expect(appointmentDuration('2026-01-20T14:00:00Z', '2026-01-20T14:00:00.900Z').duration).toBe('0000');
    expect(appointmentDuration(null, '2026-01-20T14:07:09Z').duration).toBe('0000');
    expect(appointmentDuration('2026-01-20T14:07:09Z', null).duration).toBe('0000');
  });

  it('keeps 59:59 as it is and caps from one hour on, with a warning', () => {
    expect(appointmentDuration('2026-01-20T14:00:00Z', '2026-01-20T14:59:59Z')).toEqual({
      duration: '5959',
      warning: null,
    });
    expect(appointmentDuration('2026-01-20T14:00:00Z', '2026-01-20T15:00:00Z')).toEqual({
      duration: '5959',
      warning: { code: 'duration-capped', seconds: 3600 },
    });
    expect(appointmentDuration('2026-01-20T14:00:00Z', '2026-01-20T17:00:00Z')).toEqual({
      duration: '5959',
      warning: { code: 'duration-capped', seconds: 10800 },
    });
  });
});

describe('report fields', () => {
  it('says Video only for a completed meeting', () => {
    expect(consultationMethod('Completed')).toBe('Video');
    expect(consultationMethod('Missed')).toBe('Patient declined');
    expect(consultationMethod('Member Cancelled')).toBe('Patient declined');
    expect(consultationMethod('Kry Cancelled')).toBe('Patient declined');
  });

  it('takes the medical condition code from before the dash, else 0', () => {
    expect(medicalConditionCode('M54.5 - Low back pain')).toBe('M54.5');
    expect(medicalConditionCode('J06.9-Acute URTI')).toBe('J06.9');
    expect(medicalConditionCode('Sciatica')).toBe(0);
    expect(medicalConditionCode(' - untitled')).toBe(0);
  });

  it('gives module codes by product', () => {
    expect(moduleCodes({ hasVitalityAtWork: true, hasVitalityEssentials: false })).toEqual(['B29', 'C41']);
    expect(moduleCodes({ hasVitalityAtWork: false, hasVitalityEssentials: true })).toEqual(['B28', 'B30']);
    expect(moduleCodes({ hasVitalityAtWork: true, hasVitalityEssentials: true })).toEqual(['B29', 'C41', 'B28', 'B30']);
    expect(moduleCodes({ hasVitalityAtWork: false, hasVitalityEssentials: false })).toEqual([]);
  });

  it('snake-cases the older keys as the wire wants them', () => {
    expect(snakeCaseKey('actualAppointmentStartTime')).toBe('actual_appointment_start_time');
    expect(snakeCaseKey('dateofAcuteFlareUp')).toBe('dateof_acute_flare_up');
    expect(snakeCaseKey('gpId')).toBe('gp_id');
  });
});
