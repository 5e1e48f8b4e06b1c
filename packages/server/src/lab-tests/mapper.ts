import { bodyMassIndex, type LabMeasurements, type LabTest, type LabTestMeta } from '@konsult/domain';
import type { findLabEncounter, findLabTest, listCompletedLabTests } from './repo';

type Row<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

/** Database rows become the wire shapes of packages/domain/src/api/lab-tests.ts here and nowhere else. */
export function toLabTestMeta(row: Row<typeof listCompletedLabTests>[number]): LabTestMeta {
  return {
    id: row.id,
    type: { localizationKey: row.typeKey },
    status: row.status,
    updatedAt: row.updatedAt.getTime(),
    encounterId: row.encounterId,
    source: row.source,
  };
}

export function toLabTest(row: Row<typeof findLabTest>): LabTest {
  return {
    ...toLabTestMeta(row),
    conclusion: row.conclusion,
    reviewerFullName: row.reviewerFullName,
    results: row.results,
    healthForm: row.healthForm,
  };
}

const quantity = (value: number | null, unit: string) => (value === null ? null : { value, unit });

/** Seed 001 §3 "Measurements"; BMI = weight / height² to one decimal (§9), from height in cm and weight in kg. */
export function toMeasurements(row: Row<typeof findLabEncounter>): LabMeasurements {
  const bmi = row.heightCm !== null && row.weightKg !== null ? bodyMassIndex(row.weightKg, row.heightCm / 100) : null;
  return {
    encounterId: row.id,
    measuredAt: row.occurredAt.getTime(),
    bloodPressure:
      row.systolicMmhg !== null && row.diastolicMmhg !== null
        ? { systolic: row.systolicMmhg, diastolic: row.diastolicMmhg, unit: 'mmHg' }
        : null,
    pulse: quantity(row.pulseBpm, '/min'),
    height: quantity(row.heightCm, 'cm'),
    weight: quantity(row.weightKg, 'kg'),
    waist: quantity(row.waistCm, 'cm'),
    bmi: quantity(bmi, 'kg/m²'),
  };
}
