import { z } from 'zod';
import { epochMs, listResponse } from './common';

/**
 * Wire contracts of the health-check tab (seed 001 §3 "Lab test meta", "Lab test", "Result", "Measurements"; §7
 * "Lab tests"; issue 6). The seed hides its `{lab-test}` base; ours is /api/lab-test:
 *   GET /api/lab-test/clinician/lab-tests?patientId={id}&source=VACCINA,DMS_SE → LabTestsMetaResponse
 *   GET /api/lab-test/clinician/lab-tests/{labTestId}?patientId={id}           → LabTest
 *   GET /api/lab-test/clinician/measurements?patientId={id}&encounterId={id}  → LabMeasurements
 * Times are epoch milliseconds.
 */

/** Seed 001 §9: the lab systems results come from. */
export const LAB_TEST_SOURCES = ['VACCINA', 'DMS_SE'] as const;
export type LabTestSource = (typeof LAB_TEST_SOURCES)[number];

/**
 * A lab test's life: ordered (REGISTERED), sampled and being analysed (IN_PROGRESS), answered and signed by the lab
 * (COMPLETE), or called off (CANCELLED). The seed names only COMPLETE, the one status the list shows (§4).
 */
export const LAB_TEST_STATUSES = ['REGISTERED', 'IN_PROGRESS', 'COMPLETE', 'CANCELLED'] as const;
export type LabTestStatus = (typeof LAB_TEST_STATUSES)[number];

/** How a value relates to what was measured: "<5" is comparator '<' and value 5 (below the detection limit). */
export const VALUE_COMPARATORS = ['<', '<=', '>', '>='] as const;
export type ValueComparator = (typeof VALUE_COMPARATORS)[number];

/**
 * The `source` query parameter: one or more sources, comma-separated (`VACCINA,DMS_SE`). Absent means every source.
 */
export const LabTestSourceParam = z
  .string()
  .max(100)
  .regex(new RegExp(`^(${LAB_TEST_SOURCES.join('|')})(,(${LAB_TEST_SOURCES.join('|')}))*$`), {
    message: `a comma-separated list of ${LAB_TEST_SOURCES.join(', ')}`,
  });

/** The sources a valid `source` parameter names (see LabTestSourceParam). */
export function labTestSources(param: string | undefined): LabTestSource[] {
  if (param === undefined) return [...LAB_TEST_SOURCES];
  return LAB_TEST_SOURCES.filter((source) => param.split(',').includes(source));
}

export const LabTestMeta = z.object({
  id: z.string(),
  /** What kind of test it was: an i18n key under healthChecks.type (e.g. health_check_basic). */
  type: z.object({ localizationKey: z.string() }),
  status: z.enum(LAB_TEST_STATUSES),
  updatedAt: epochMs,
  /** The lab visit the samples were taken at, whose body measurements GET …/measurements gives; null without one. */
  encounterId: z.string().nullable(),
  source: z.enum(LAB_TEST_SOURCES),
});
export type LabTestMeta = z.infer<typeof LabTestMeta>;

export const LabTestsMetaResponse = listResponse('labTestsMetaData', LabTestMeta);
export type LabTestsMetaResponse = z.infer<typeof LabTestsMetaResponse>;

export const ValueQuantity = z.object({
  value: z.number(),
  comparator: z.enum(VALUE_COMPARATORS).nullable(),
  unit: z.string().nullable(),
});
export type ValueQuantity = z.infer<typeof ValueQuantity>;

/** Inclusive bounds; either may be missing ("HDL above 1.0", "LDL below 3.0"). */
export const ReferenceRange = z.object({ low: z.number().nullable(), high: z.number().nullable() });
export type ReferenceRange = z.infer<typeof ReferenceRange>;

export const LabResult = z.object({
  marker: z.object({
    id: z.string(),
    /** i18n keys under healthChecks.marker and healthChecks.category (e.g. hemoglobin, blood_count). */
    localizationKey: z.string(),
    categoryLocalizationKey: z.string(),
  }),
  /** null when the lab gave no value; `dataMissingReason` then says why (e.g. a haemolysed sample). */
  valueQuantity: ValueQuantity.nullable(),
  referenceRange: ReferenceRange.nullable(),
  dataMissingReason: z.string().nullable(),
});
export type LabResult = z.infer<typeof LabResult>;

/** A health form question: one answer (free text, single choice) or several (multiple choice). */
export const HealthFormQuestion = z.object({
  question: z.string(),
  answer: z.string().optional(),
  answers: z.array(z.string()).optional(),
});
export type HealthFormQuestion = z.infer<typeof HealthFormQuestion>;

export const LabTest = LabTestMeta.extend({
  /** The doctor's comment on the results. */
  conclusion: z.string().nullable(),
  reviewerFullName: z.string().nullable(),
  results: z.array(LabResult),
  /** What the patient answered before the visit; null when no form was filled in. */
  healthForm: z.object({ questions: z.array(HealthFormQuestion) }).nullable(),
});
export type LabTest = z.infer<typeof LabTest>;

export const MeasuredQuantity = z.object({ value: z.number(), unit: z.string() });
export type MeasuredQuantity = z.infer<typeof MeasuredQuantity>;

/** Body measurements taken at a lab visit; each null when not taken. BMI is weight / height² to 1 decimal. */
export const LabMeasurements = z.object({
  encounterId: z.string(),
  measuredAt: epochMs,
  bloodPressure: z.object({ systolic: z.number(), diastolic: z.number(), unit: z.string() }).nullable(),
  pulse: MeasuredQuantity.nullable(),
  height: MeasuredQuantity.nullable(),
  weight: MeasuredQuantity.nullable(),
  waist: MeasuredQuantity.nullable(),
  bmi: MeasuredQuantity.nullable(),
});
export type LabMeasurements = z.infer<typeof LabMeasurements>;
