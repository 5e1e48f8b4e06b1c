import {
  dayKey,
  DOSAGE_TIME_ZONE,
  latestValidityEnd,
  PRESCRIPTION_WARNING_KINDS,
  startOfDay,
  type PrescriptionCardInput,
  type PrescriptionResponse,
  type SilProduct,
  type SilProductSearchResponse,
} from '@konsult/domain';
import { DEMO_PRESCRIBER_PIN } from '../demo/demo-prescribing';
import type { TestClient } from './client';

export { DEMO_PRESCRIBER_PIN };

/** The catalogue's first product for a search whose form text starts with `form` (any when absent). */
export async function productNamed(client: TestClient, query: string, form?: string): Promise<SilProduct> {
  const { body } = await client.post<SilProductSearchResponse>('/api/prescriptions/sil/products/search', { query });
  const product = body.results.find((p) => form === undefined || p.drugFormTextSv.startsWith(form));
  if (!product) throw new Error(`no product for "${query}" ${form ?? ''}`);
  return product;
}

/** Today on the Swedish clock, and its midnight (a dosage's start). */
export function swedishToday(now = Date.now()) {
  const day = dayKey(now, DOSAGE_TIME_ZONE);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { day, midnight: startOfDay({ year, month, day: date }, DOSAGE_TIME_ZONE) };
}

/**
 * A valid card for the product's first package: once daily at eight, one package, valid a year, a fresh request id.
 * `confirmAll` confirms any warning (the server keeps only those that applied).
 */
export function prescriptionCard(
  product: SilProduct,
  changes: Partial<PrescriptionCardInput> & { confirmAll?: boolean } = {},
): PrescriptionCardInput {
  const { confirmAll = false, ...rest } = changes;
  const pack = product.packages[0]!;
  const today = swedishToday();
  return {
    nplId: product.nplId,
    nplPackId: pack.nplPackId,
    description: 'Mot besvären',
    dosage: {
      type: 'DAILY',
      time_amounts: [{ time: '08:00:00', amount: 1 }],
      dosage_date_start: today.midnight,
    },
    reason: [{ code: 'R52.9', text: 'Smärta, ospecificerad' }],
    numberOfPackages: 1,
    size: pack.size,
    numberOfDispenses: 1,
    firstDispenseValidityEnd: latestValidityEnd(today.day),
    withinBenefit: pack.withinBenefit,
    starterPackage: false,
    substitutionAllowed: true,
    requestId: crypto.randomUUID(),
    acknowledgedWarnings: confirmAll
      ? PRESCRIPTION_WARNING_KINDS.map((kind) => ({ kind, reason: 'Bedömt och diskuterat med patienten.' }))
      : [],
    ...rest,
  };
}

/** POST …/prescription/new for the meeting's patient. */
export function sendPrescription(
  client: TestClient,
  meeting: { id: string; patientId: string },
  card: PrescriptionCardInput,
  pin = DEMO_PRESCRIBER_PIN,
) {
  const query = `patientId=${encodeURIComponent(meeting.patientId)}&meetingId=${encodeURIComponent(meeting.id)}`;
  return client.post<PrescriptionResponse>(`/api/prescriptions/prescription/new?${query}`, {
    pin_code: pin,
    prescription: card,
  });
}
