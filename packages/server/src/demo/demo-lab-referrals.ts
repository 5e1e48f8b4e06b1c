import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { labQueueItems, labTestSites, meetings } from '../platform/db/schema';
import { DEMO_CARE_FACILITIES } from './demo-care-facilities';
import { demoClinicianId, demoMeetingId } from './demo-ids';

/**
 * The demo's lab test sites (seed 002 §3 labTestSite: name, address, active): where a Swedish lab referral sends the
 * patient for samples. One is closed (inactive): listed, but it cannot be chosen.
 */
export const DEMO_LAB_TEST_SITES = {
  sodermalm: {
    id: 'lab-sodermalm',
    name: 'Provtagning Vårdcentral Södermalm',
    address: 'Götgatan 48, 118 26 Stockholm',
    active: true,
  },
  city: { id: 'lab-city', name: 'Provtagningen City', address: 'Sveavägen 24, 111 57 Stockholm', active: true },
  solna: {
    id: 'lab-solna',
    name: 'Provtagning Solna centrum',
    address: 'Solna torg 3, 171 45 Solna',
    active: true,
  },
  kungsholmen: {
    id: 'lab-kungsholmen',
    name: 'Provtagning Kungsholmen (stängd för renovering)',
    address: 'Fleminggatan 22, 112 26 Stockholm',
    active: false,
  },
} as const;

/** The patient of se.doctor's clinic visit (`today-next`, Södermalm) waits in the clinic's lab queue. */
export const DEMO_LAB_QUEUE_ITEM_ID = '00000000-0000-4000-8000-7ab000000001';

/** Inserts the sites and one waiting patient in Södermalm's lab queue. After the meetings and clinics. */
export async function seedDemoLabReferrals(tx: Db, now: Date): Promise<void> {
  await tx.insert(labTestSites).values(Object.values(DEMO_LAB_TEST_SITES));
  const meetingId = demoMeetingId('se.doctor', 'today-next');
  const [meeting] = await tx.select({ patientId: meetings.patientId }).from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) return;
  await tx.insert(labQueueItems).values({
    id: DEMO_LAB_QUEUE_ITEM_ID,
    meetingId,
    patientId: meeting.patientId,
    careFacilityId: DEMO_CARE_FACILITIES.sodermalm.id,
    testCodes: ['KON-BLODSTATUS', 'NPU19748'],
    note: 'Fastande sedan i går kväll.',
    queuedBy: demoClinicianId('se.doctor'),
    queuedByName: 'Anna Lindgren',
    queuedAt: new Date(now.getTime() - 40 * 60_000),
  });
}
