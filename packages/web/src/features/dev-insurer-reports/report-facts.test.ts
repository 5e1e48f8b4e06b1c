import { buildInsurerReportV1, buildInsurerReportV2 } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { clockTime, minutesSeconds, reportFacts } from './report-facts';
import { aReportInput } from './testing';

describe('an insurer report’s key facts for the operator', () => {
  it('reads the newer report: consultation, member, London clock times, duration, module codes and outcomes', () => {
    expect(reportFacts(buildInsurerReportV2(aReportInput()).payload)).toEqual({
      shape: 'v2',
      consultationId: 'meeting-hannah-1',
      memberEntityNumber: 'VH-100205',
      scheduled: '14:00:00',
      actualStart: '14:02:05',
      actualEnd: '14:14:45',
      duration: '12:40',
      moduleCodes: ['B29', 'C41'],
      outcomes: [
        { name: 'Routine Referral to Consultant', subOutcome: null, selfPay: false },
        { name: 'Physiotherapy', subOutcome: 'Neck', selfPay: true },
      ],
      nonClaimOutcomes: [{ name: 'Referral to Vitality', subOutcome: 'Personal Details Update', selfPay: false }],
    });
  });

  it('shows what the report carries for a meeting that never ended: 00:00:00 and no duration', () => {
    const facts = reportFacts(buildInsurerReportV2(aReportInput({ actualEndAt: null })).payload);
    expect(facts).toMatchObject({ actualEnd: '00:00:00', duration: '00:00' });
  });

  it('reads the older snake_cased report too', () => {
    expect(reportFacts(buildInsurerReportV1(aReportInput()).payload)).toMatchObject({
      shape: 'v1',
      consultationId: 'meeting-hannah-1',
      memberEntityNumber: 'VH-100205',
      scheduled: '14:00:00',
      actualStart: '14:02:05',
      duration: '12:40',
      moduleCodes: ['B29', 'C41'],
      outcomes: [{ name: 'physio: Y', subOutcome: null, selfPay: false }],
    });
  });

  it('knows no facts of a payload in neither shape, and keeps the rest when one field is odd', () => {
    expect(reportFacts({ consultation: 'first' })).toBeNull();
    expect(reportFacts(null)).toBeNull();
    const report = buildInsurerReportV2(aReportInput()).payload;
    const odd = { ...report, vitalityData: { ...report.vitalityData, moduleCodes: 'B29' } };
    expect(reportFacts(odd)).toMatchObject({ consultationId: 'meeting-hannah-1', moduleCodes: [] });
  });

  it('writes hhmmss and mmss with colons, and anything else as sent', () => {
    expect(clockTime('093110')).toBe('09:31:10');
    expect(clockTime('9:31')).toBe('9:31');
    expect(minutesSeconds('5959')).toBe('59:59');
    expect(minutesSeconds(null)).toBeNull();
  });
});
