import { and, asc, count, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { clinicians, meetings, pools } from '../platform/db/schema';

/** The patient's meetings still to come with any clinician, but for the one on screen. */
function upcoming(patientId: string, now: Date, excludeMeetingId: string | null): SQL | undefined {
  return and(
    eq(meetings.patientId, patientId),
    eq(meetings.status, 'SCHEDULED'),
    gt(meetings.scheduledStartTime, now),
    excludeMeetingId ? ne(meetings.id, excludeMeetingId) : undefined,
  );
}

export async function listUpcomingMeetings(
  db: Db,
  query: { patientId: string; now: Date; excludeMeetingId: string | null; size: number; page: number },
) {
  const where = upcoming(query.patientId, query.now, query.excludeMeetingId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: meetings.id,
        interventionType: meetings.interventionType,
        scheduledStartTime: meetings.scheduledStartTime,
        slotLengthMinutes: meetings.slotLengthMinutes,
        isConfirmed: meetings.isConfirmed,
        internalReferral: meetings.internalReferral,
        bookedBy: meetings.bookedBy,
        symptomsSurveyInformationId: meetings.symptomsSurveyInformationId,
        clinicianName: clinicians.name,
        profession: clinicians.profession,
        poolName: pools.name,
        country: pools.country,
      })
      .from(meetings)
      .innerJoin(clinicians, eq(clinicians.id, meetings.clinicianId))
      .innerJoin(pools, eq(pools.id, clinicians.poolId))
      .where(where)
      .orderBy(asc(meetings.scheduledStartTime), asc(meetings.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(meetings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type UpcomingMeetingRow = Awaited<ReturnType<typeof listUpcomingMeetings>>['rows'][number];
