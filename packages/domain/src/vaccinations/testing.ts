import type { Immunization, ImmunizationSeries, Program, Vaccine } from '../api/vaccination';

/** Small builders for the vaccination rules' tests (and the web's): not exported from the package index. */

export const TBE_DISEASE = { code: '712986001', system: 'http://snomed.info/sct' };
export const INFLUENZA_DISEASE = { code: '6142004', system: 'http://snomed.info/sct' };

export function aVaccine(overrides: Partial<Vaccine> = {}): Vaccine {
  return {
    id: 'fsme-immun',
    name: 'FSME-Immun',
    manufacturerName: 'Pfizer',
    doseQuantities: [{ value: 0.5, unit: 'ml' }],
    targetDiseases: [TBE_DISEASE],
    ...overrides,
  };
}

export function aProgram(overrides: Partial<Program> = {}): Program {
  return { id: 'tbe-primary', lokaliseKeySuffix: 'tbe-primary', seriesDoses: 3, ...overrides };
}

export function aDose(doseNumber: number, overrides: Partial<Immunization> = {}): Immunization {
  return {
    id: `dose-${doseNumber}`,
    status: 'completed',
    doseNumber,
    occurredAt: Date.UTC(2026, 0, doseNumber),
    vaccine: aVaccine(),
    doseQuantityValue: 0.5,
    doseQuantityUnit: 'ml',
    lotNumber: 'FR4893',
    bodySite: { id: 'left-upper-arm', code: '368208006' },
    reporterId: 'clinician-1',
    lastUpdatedAt: Date.UTC(2026, 0, doseNumber),
    note: null,
    ...overrides,
  };
}

export function aSeries(doses: Immunization[], program: Program = aProgram(), id = 'series-1'): ImmunizationSeries {
  return { id, program, immunizations: doses };
}
