import { describe, expect, it } from 'vitest';
import { interpretLabValue } from '../lab-tests/interpretation';
import { analytesOf, LAB_TEST_CATALOGUE, labCatalogueTest } from './catalogue';
import { labOrderProblems } from './rules';
import { meetingActions } from '../actions/meeting-actions';

describe('the lab test catalogue', () => {
  it('names every test in five languages, with a unique code and analytes with units and a range', () => {
    expect(new Set(LAB_TEST_CATALOGUE.map((t) => t.code)).size).toBe(LAB_TEST_CATALOGUE.length);
    for (const test of LAB_TEST_CATALOGUE) {
      expect(Object.keys(test.names).sort()).toEqual(['de', 'en', 'fr', 'nb', 'sv']);
      expect(test.analytes.length).toBeGreaterThan(0);
      for (const analyte of test.analytes) {
        expect(analyte.unit, analyte.markerKey).not.toBe('');
        expect(analyte.low !== null || analyte.high !== null, analyte.markerKey).toBe(true);
        if (analyte.low !== null && analyte.high !== null) expect(analyte.low).toBeLessThan(analyte.high);
      }
    }
  });

  it('gives single analyses their NPU code and panels ours', () => {
    for (const test of LAB_TEST_CATALOGUE) {
      expect(test.code).toMatch(test.kind === 'analysis' ? /^NPU\d{5}$/ : /^KON-/);
      if (test.kind === 'analysis') expect(test.analytes[0]!.npu).toBe(test.code);
    }
  });

  it('has ranges the health-check interpretation reads: a CRP of 38 mg/L is high, an HDL of 1.4 normal', () => {
    const crp = labCatalogueTest('NPU19748')!.analytes[0]!;
    expect(interpretLabValue({ value: 38, comparator: null, unit: crp.unit }, crp)).toEqual({
      kind: 'out-of-range',
      side: 'high',
    });
    const hdl = analytesOf(['KON-LIPIDSTATUS']).find((a) => a.markerKey === 'hdl')!;
    expect(interpretLabValue({ value: 1.4, comparator: null, unit: hdl.unit }, hdl)).toEqual({ kind: 'normal' });
  });

  it('analyses TSH once when it is ordered alone and in the thyroid panel', () => {
    expect(analytesOf(['NPU03577', 'KON-TYREOIDEA']).map((a) => a.markerKey)).toEqual(['tsh', 'free_t4']);
  });
});

describe('a lab order', () => {
  it('names the unknown and the repeated tests by their place', () => {
    expect(labOrderProblems(['NPU19748', 'KON-BLODSTATUS'])).toEqual([]);
    expect(labOrderProblems(['NPU19748', 'NPU99999', 'NPU19748'])).toEqual([
      { path: 'testCodes.1', code: 'unknown_test', message: expect.any(String) },
      { path: 'testCodes.2', code: 'duplicate_test', message: expect.any(String) },
    ]);
  });
});

describe('who orders lab tests', () => {
  const context = (profession: 'DOCTOR' | 'NURSE' | 'PSYCHOLOGIST') => ({
    clinician: {
      country: 'SE',
      profession,
      careType: 'PRIMARY_CARE' as const,
      isExternal: false,
      partnershipKind: null,
      usesExternalEmr: false,
    },
    features: { homeTestOrders: true, ukEpsSignposting: true, pollenGuidelines: true, physicalLabQueue: true },
    meeting: {
      activityType: 'DEFAULT' as const,
      interventionType: 'CLINIC' as const,
      isOneTimeUser: false,
      hasCareFacility: true,
      isChild: false,
    },
  });

  it('offers doctors and nurses at a clinic the lab referral and the lab queue, and a psychologist neither', () => {
    for (const profession of ['DOCTOR', 'NURSE'] as const) {
      expect(meetingActions(context(profession))).toEqual(
        expect.arrayContaining(['se-lab-referral', 'physical-lab-queue']),
      );
    }
    const psychologist = meetingActions(context('PSYCHOLOGIST'));
    expect(psychologist).not.toContain('se-lab-referral');
    expect(psychologist).not.toContain('physical-lab-queue');
  });
});
