import type { MedicationListItem, MedicationListResponse, SilDrug, UpdateMedicationBody } from '@konsult/domain';

/** Stockholm midnight starting 20 November 2026. */
export const NOV_20 = Date.UTC(2026, 10, 19, 23, 0);
export const DAY = 86_400_000;

export function aDrug(overrides: Partial<SilDrug> = {}): SilDrug {
  return {
    tradeName: 'Alvedon',
    atcCode: 'N02BE01',
    nplId: '19700101000010',
    marketingAuthHolder: 'Haleon',
    drugFormTextSv: 'Filmdragerad tablett 500 mg',
    links: { dosageLink: 'https://www.fass.se/LIF/product?nplId=19700101000010' },
    dosages: [{ dosageUnit: 'tablett', dosageUnitPlural: 'tabletter' }],
    ...overrides,
  };
}

export function aMedication(overrides: Partial<MedicationListItem> = {}): MedicationListItem {
  return {
    id: 'medication-1',
    silDrug: { drug: aDrug() },
    dosage: {
      type: 'DAILY',
      timeAmounts: [
        { time: '08:00:00', amount: 1 },
        { time: '20:00:00', amount: 1 },
      ],
      weeklyRepeats: [],
      customDosageText: null,
      asNeededAmountIntervalMin: null,
      asNeededAmountIntervalMax: null,
      asNeededMaxAmount: null,
      additionalInstructions: 'Tas med mat',
      dosageDateStart: NOV_20,
      dosageDateEnd: null,
    },
    reason: [{ code: 'M54.5', text: 'Lumbago' }],
    latestModifiedAt: NOV_20 + 10 * 3_600_000,
    latestModifiedBy: 'Anna Berg',
    status: { status: 'ACTIVE', createdAt: NOV_20 },
    ...overrides,
  };
}

export function anAsNeededMedication(): MedicationListItem {
  const base = aMedication();
  return aMedication({
    id: 'medication-2',
    silDrug: { drug: aDrug({ tradeName: 'Ipren', nplId: '19700101000020', drugFormTextSv: 'Tablett 200 mg' }) },
    dosage: {
      ...base.dosage,
      type: 'AS_NEEDED',
      timeAmounts: [],
      asNeededAmountIntervalMin: 1,
      asNeededAmountIntervalMax: 2,
      asNeededMaxAmount: 6,
      additionalInstructions: null,
    },
    reason: [{ code: 'R52.9', text: 'Smärta, ospecificerad' }],
  });
}

export function aList(overrides: Partial<MedicationListResponse> = {}): MedicationListResponse {
  return { active: [aMedication(), anAsNeededMedication()], past: [], canEdit: true, ...overrides };
}

export const LIST_PATH = '/api/prescriptions/medication-list/swe/patient/patient-1';

/** A daily dosage until further notice as the server receives it: its times, instructions and start. */
export function aDailyWireDosage(
  timeAmounts: { time: string; amount: number }[],
  additionalInstructions: string,
  start: number,
): UpdateMedicationBody['dosage'] {
  return {
    type: 'DAILY',
    time_amounts: timeAmounts,
    weekly_repeats: [],
    custom_dosage_text: null,
    as_needed_amount_interval_min: null,
    as_needed_amount_interval_max: null,
    as_needed_max_amount: null,
    additional_instructions: additionalInstructions,
    dosage_date_start: start,
    dosage_date_end: null,
  };
}
