import { inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { careFacilities, careFacilityClinicians, meetingCareFacilities, meetings } from '../platform/db/schema';
import { demoClinicianId, demoMeetingId, type DemoUsername, type MeetingSlot } from './demo-ids';

/**
 * The demo's clinics (care facilities): where clinic visits are held (vaccinations need one, seed 001 §6) and where
 * a physical referral can book a visit (seed 002 §7 care-facilities/v2/referable), with who works there.
 */
export const DEMO_CARE_FACILITIES = {
  sodermalm: {
    id: 'se-vc-sodermalm',
    name: 'Konsult Vårdcentral Södermalm',
    country: 'SE' as const,
    referable: true,
    address: 'Götgatan 48, 118 26 Stockholm',
  },
  vaccinationCentre: {
    id: 'se-vaccination-city',
    name: 'Konsult Vaccinationsmottagning City',
    country: 'SE' as const,
    referable: true,
    address: 'Drottninggatan 71, 111 36 Stockholm',
  },
};

/** Who works at each clinic: the clinicians a physical referral there can book. */
const DEMO_FACILITY_STAFF: readonly [keyof typeof DEMO_CARE_FACILITIES, DemoUsername][] = [
  ['sodermalm', 'se.doctor'],
  ['sodermalm', 'se.nurse'],
  ['vaccinationCentre', 'se.nurse'],
];

/** Meetings held at a clinic: [clinician, slot, care facility]. */
export const DEMO_CLINIC_MEETINGS: readonly [DemoUsername, MeetingSlot, string][] = [
  ['se.doctor', 'today-next', DEMO_CARE_FACILITIES.sodermalm.id],
];

/** Inserts the clinics and their staff, and makes the clinic meetings clinic visits. After the meetings. */
export async function seedDemoCareFacilities(tx: Db): Promise<void> {
  await tx.insert(careFacilities).values(Object.values(DEMO_CARE_FACILITIES));
  await tx.insert(careFacilityClinicians).values(
    DEMO_FACILITY_STAFF.map(([facility, username]) => ({
      careFacilityId: DEMO_CARE_FACILITIES[facility].id,
      clinicianId: demoClinicianId(username),
    })),
  );
  const clinicMeetingIds = DEMO_CLINIC_MEETINGS.map(([username, slot]) => demoMeetingId(username, slot));
  await tx.update(meetings).set({ interventionType: 'CLINIC' }).where(inArray(meetings.id, clinicMeetingIds));
  await tx.insert(meetingCareFacilities).values(
    DEMO_CLINIC_MEETINGS.map(([username, slot, careFacilityId]) => ({
      meetingId: demoMeetingId(username, slot),
      careFacilityId,
    })),
  );
}
