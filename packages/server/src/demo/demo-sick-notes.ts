import { eq } from 'drizzle-orm';
import { dayKey, type SickLeavePeriod } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import {
  certificateServiceCertificates,
  clinicians,
  meetings,
  patients,
  pools,
  sickNotes,
} from '../platform/db/schema';
import { demoClinicianId, demoMeetingId } from './demo-ids';

/**
 * A signed sick note to find in se.doctor's meeting of last week (issue 18): full time for a week, then half time for
 * two weeks, signed at the embedded certificate service that day. No copy went to the patient: the demo has no
 * conversation in that meeting.
 */
export async function seedDemoSickNotes(tx: Db, now: Date): Promise<void> {
  const meetingId = demoMeetingId('se.doctor', 'past-week');
  const [meeting] = await tx
    .select({
      patientId: meetings.patientId,
      start: meetings.scheduledStartTime,
      idNumber: patients.idNumber,
      clinicianName: clinicians.name,
      careUnitName: pools.name,
    })
    .from(meetings)
    .innerJoin(patients, eq(patients.id, meetings.patientId))
    .innerJoin(clinicians, eq(clinicians.id, meetings.clinicianId))
    .innerJoin(pools, eq(pools.id, clinicians.poolId))
    .where(eq(meetings.id, meetingId));
  if (!meeting) return;
  // Signed as the meeting ended (a meeting of last week: well before `now`).
  const signedAt = new Date(Math.min(meeting.start.getTime() + 20 * 60_000, now.getTime()));
  const day = (offset: number) => dayKey(signedAt.getTime() + offset * 86_400_000, 'Europe/Stockholm');
  const periods: SickLeavePeriod[] = [
    { degree: 100, from: day(0), to: day(6) },
    { degree: 50, from: day(7), to: day(20) },
  ];
  const id = '5c0e0000-0000-4000-8000-000000000001';
  const certificateId = 'FK7804-DEMO00000001';
  const certificate = {
    diagnosisCode: 'M54.5',
    diagnosisText: 'Lågt sittande ryggsmärta',
    basis: 'video' as const,
    basisDate: day(0),
    functionImpairment: 'Smärta och rörelseinskränkning i ländryggen; kan inte böja sig eller lyfta.',
    activityLimitation: 'Kan inte lyfta, bära eller stå längre stunder; klarar inte arbete på lager.',
    occupation: 'Lagerarbetare',
    periods,
    measures: ['work_adjustment' as const],
    measuresText: 'Lättare arbetsuppgifter utan tunga lyft vid återgång på halvtid.',
  };
  await tx.insert(certificateServiceCertificates).values({
    certificateId,
    requestId: id,
    kind: 'FK7804',
    patientIdNumber: meeting.idNumber,
    issuerId: demoClinicianId('se.doctor'),
    payload: certificate,
    status: 'SIGNED',
    signedAt,
  });
  await tx.insert(sickNotes).values({
    id,
    meetingId,
    patientId: meeting.patientId,
    clinicianId: demoClinicianId('se.doctor'),
    clinicianName: meeting.clinicianName,
    careUnitName: meeting.careUnitName,
    certificateId,
    status: 'SIGNED',
    certificate,
    messageBody: '',
    patientMessageId: null,
    signedAt,
  });
}
