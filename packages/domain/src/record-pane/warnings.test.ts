import { describe, expect, it } from 'vitest';
import type { PatientWarning } from '../api/record-pane';
import { claimTags, prorenataWarningKind, sortWarnings, topWarnings } from './warnings';

const warning = (warningId: string, type: PatientWarning['type'], createdAt: number): PatientWarning => ({
  warningId,
  type,
  reason: warningId,
  note: null,
  clinicianName: 'Anna Berg',
  createdAt,
});

describe('patient warnings', () => {
  const list = [warning('old-info', 'INFO', 1), warning('new-info', 'INFO', 9), warning('old-warn', 'WARNING', 2)];

  it('puts WARNING type first, then the newest', () => {
    expect(sortWarnings([...list, warning('new-warn', 'WARNING', 5)]).map((w) => w.warningId)).toEqual([
      'new-warn',
      'old-warn',
      'new-info',
      'old-info',
    ]);
  });

  it('shows the top two', () => {
    expect(topWarnings(list).map((w) => w.warningId)).toEqual(['old-warn', 'new-info']);
    expect(topWarnings([])).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    sortWarnings(list);
    expect(list[0]!.warningId).toBe('old-info');
  });
});

describe('records-system access warnings', () => {
  it('knows the house-access and patient-access codes; anything else is unknown', () => {
    expect(prorenataWarningKind('prn_no_access_to_house_error')).toBe('no-house-access');
    expect(prorenataWarningKind('error_falling_back_to_middle_storage')).toBe('no-patient-access');
    expect(prorenataWarningKind('prn_something_new')).toBe('unknown');
  });
});

describe('claim tags', () => {
  it('tags an insurance claim at -1 appointments and prehab at 3', () => {
    expect(claimTags({ numberOfAppointments: -1 })).toEqual(['insurance-claim']);
    expect(claimTags({ numberOfAppointments: 3 })).toEqual(['prehab']);
    expect(claimTags({ numberOfAppointments: 5 })).toEqual([]);
    expect(claimTags(null)).toEqual([]);
  });
});
