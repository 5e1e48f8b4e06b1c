import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Country } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  careFacilities,
  careFacilityClinicians,
  clinicians,
  internalReferrals,
  meetingCareFacilities,
  meetings,
  pools,
} from '../platform/db/schema';

const clinicianColumns = {
  id: clinicians.id,
  name: clinicians.name,
  profession: clinicians.profession,
  poolId: clinicians.poolId,
  isExternal: pools.isExternal,
  country: pools.country,
};

/** Every clinician of a pool, with what decides whether they can receive a referral. */
export async function poolClinicians(db: Db, poolId: string) {
  return db
    .select(clinicianColumns)
    .from(clinicians)
    .innerJoin(pools, eq(pools.id, clinicians.poolId))
    .where(and(eq(clinicians.poolId, poolId), eq(clinicians.role, 'clinician')))
    .orderBy(asc(clinicians.profession), asc(clinicians.name));
}

export async function findClinician(db: Db, id: string) {
  return firstOrNull(
    db
      .select(clinicianColumns)
      .from(clinicians)
      .innerJoin(pools, eq(pools.id, clinicians.poolId))
      .where(and(eq(clinicians.id, id), eq(clinicians.role, 'clinician'))),
  );
}

/** The referable care facilities of a market, each with the clinicians working there. */
export async function referableFacilities(db: Db, country: Country) {
  const facilities = await db
    .select({ id: careFacilities.id, name: careFacilities.name, address: careFacilities.address })
    .from(careFacilities)
    .where(and(eq(careFacilities.country, country), eq(careFacilities.referable, true)))
    .orderBy(asc(careFacilities.name));
  if (facilities.length === 0) return [];
  const staff = await db
    .select({
      careFacilityId: careFacilityClinicians.careFacilityId,
      id: clinicians.id,
      name: clinicians.name,
      profession: clinicians.profession,
    })
    .from(careFacilityClinicians)
    .innerJoin(clinicians, eq(clinicians.id, careFacilityClinicians.clinicianId))
    .where(
      inArray(
        careFacilityClinicians.careFacilityId,
        facilities.map((f) => f.id),
      ),
    )
    .orderBy(asc(clinicians.profession), asc(clinicians.name));
  return facilities.map((facility) => ({
    ...facility,
    clinicians: staff
      .filter((s) => s.careFacilityId === facility.id)
      .map(({ id, name, profession }) => ({ id, name, profession })),
  }));
}

/** The referrals made from a meeting, with their receiver, facility and booked time, soonest first. */
export async function referralsFrom(db: Db, originMeetingId: string) {
  return db
    .select({
      id: internalReferrals.id,
      kind: internalReferrals.kind,
      careTypeId: internalReferrals.careTypeId,
      message: internalReferrals.message,
      meetingId: meetings.id,
      start: meetings.scheduledStartTime,
      minutes: meetings.slotLengthMinutes,
      clinicianName: clinicians.name,
      careFacilityName: careFacilities.name,
    })
    .from(internalReferrals)
    .innerJoin(meetings, eq(meetings.id, internalReferrals.bookedMeetingId))
    .innerJoin(clinicians, eq(clinicians.id, internalReferrals.receivingClinicianId))
    .leftJoin(careFacilities, eq(careFacilities.id, internalReferrals.careFacilityId))
    .where(eq(internalReferrals.originMeetingId, originMeetingId))
    .orderBy(asc(meetings.scheduledStartTime))
    .limit(100);
}

export async function insertReferral(tx: Db, row: typeof internalReferrals.$inferInsert) {
  await tx.insert(internalReferrals).values(row);
  if (row.careFacilityId) {
    await tx
      .insert(meetingCareFacilities)
      .values({ meetingId: row.bookedMeetingId, careFacilityId: row.careFacilityId });
  }
}
