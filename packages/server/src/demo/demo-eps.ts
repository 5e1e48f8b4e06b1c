import { eq } from 'drizzle-orm';
import { makeShortFormPrescriptionId, type EpsItem } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { embeddedEpsPrescriptions, gbNominatedPharmacies, patients, ukEpsPrescriptions } from '../platform/db/schema';
import { UK_PHARMACIES } from '../uk-payg-prescriptions/pharmacy-list';
import { demoClinicianId, demoMeetingId, demoPatientId } from './demo-ids';

/**
 * The demo's UK EPS (issue 19). Whether a patient's NHS number is traced is their latest NHS tracing on PDS, which
 * demo-uk-identity.ts seeds (seeded before this): Oliver Bennett (gb.gp's patient, 0x201) and Priya Sharma (0x203)
 * were traced, Charlotte Hughes (0x202) too (her Summary Care Record missing). Here only the nominated pharmacies:
 * Oliver nominated one near home, so he is EPS-enabled; a week ago (`past-week`) James sent him an EPS prescription
 * that the pharmacy has dispensed. Priya (today's current meeting) and Charlotte nominated none, so their GP is told
 * EPS cannot be used and is pointed to pay-as-you-go. The pharmacy is Camden Road Pharmacy (FX001) of the
 * pharmacies the app ships (uk-payg-prescriptions/pharmacy-list.ts; invented, as is its ODS code).
 */

/** The nominated pharmacy as EPS names it: the shipped list's entry, its address with the postcode. */
function nominatedPharmacy(odsCode: string): { odsCode: string; name: string; address: string } {
  const pharmacy = UK_PHARMACIES.find((p) => p.odsCode === odsCode);
  if (!pharmacy) throw new Error(`no pharmacy ${odsCode} in UK_PHARMACIES`);
  return { odsCode, name: pharmacy.name, address: `${pharmacy.address} ${pharmacy.postcode}` };
}

export const DEMO_EPS = {
  enabledPatientId: demoPatientId(0x201),
  /** gb.gp's meetings with Oliver today: a text meeting and a revisit. */
  enabledMeetingId: demoMeetingId('gb.gp', 'today-text'),
  noPharmacyPatientId: demoPatientId(0x203),
  noPharmacyMeetingId: demoMeetingId('gb.gp', 'today-current'),
  pharmacy: nominatedPharmacy('FX001'),
  dispensedPrescriptionId: '00000000-0000-4000-8000-e95000000001',
  dispensedMeetingId: demoMeetingId('gb.gp', 'past-week'),
  /** The prescribing organisation's ODS code the demo runs with (EPS_ODS_CODE's default). */
  prescriberOdsCode: 'Y90001',
} as const;

const DAY = 24 * 60 * 60_000;

const DISPENSED_ITEMS: EpsItem[] = [
  {
    dmdCode: 'KON-DMD-009',
    name: 'Ibuprofen',
    strength: '400mg',
    form: 'tablets',
    dosage: 'One tablet three times a day with food',
    quantity: 24,
    unit: 'tablet',
  },
];

/** After the patients and meetings. */
export async function seedDemoEps(tx: Db, now: Date): Promise<void> {
  const [oliver] = await tx
    .select({ nhsNumber: patients.gbNhsNumber })
    .from(patients)
    .where(eq(patients.id, DEMO_EPS.enabledPatientId));
  if (!oliver?.nhsNumber) return;
  await tx.insert(gbNominatedPharmacies).values({ patientId: DEMO_EPS.enabledPatientId, ...DEMO_EPS.pharmacy });
  const id = DEMO_EPS.dispensedPrescriptionId;
  const epsPrescriptionId = makeShortFormPrescriptionId(id, DEMO_EPS.prescriberOdsCode);
  const sentAt = new Date(now.getTime() - 8 * DAY + 20 * 60_000);
  const dispensedAt = new Date(sentAt.getTime() + 3 * 60 * 60_000);
  await tx.insert(ukEpsPrescriptions).values({
    id,
    meetingId: DEMO_EPS.dispensedMeetingId,
    patientId: DEMO_EPS.enabledPatientId,
    prescriberId: demoClinicianId('gb.gp'),
    prescriberName: 'James Whitaker',
    epsPrescriptionId,
    items: DISPENSED_ITEMS,
    pharmacyOdsCode: DEMO_EPS.pharmacy.odsCode,
    pharmacyName: DEMO_EPS.pharmacy.name,
    pharmacyAddress: DEMO_EPS.pharmacy.address,
    status: 'DISPENSED',
    sentAt,
    dispensedAt,
  });
  await tx.insert(embeddedEpsPrescriptions).values({
    prescriptionId: id,
    epsPrescriptionId,
    nhsNumber: oliver.nhsNumber,
    pharmacyOdsCode: DEMO_EPS.pharmacy.odsCode,
    items: DISPENSED_ITEMS,
    receivedAt: sentAt,
    dispensedAt,
  });
}
