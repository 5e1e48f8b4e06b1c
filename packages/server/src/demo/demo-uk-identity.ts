import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import {
  meetings,
  patients,
  ukKbvSessions,
  ukPdsTraces,
  ukPhotoIdChecks,
  verificationEvents,
} from '../platform/db/schema';
import { demoClinicianId, demoPatientId } from './demo-ids';

const DAY = 86_400_000;

/** The ids of the demo's identity records (fixed, so tests can name them). */
export const DEMO_UK_IDENTITY = {
  /** Oliver Bennett: fully verified — clinician check accepted, KBV passed, photo ID clear, traced, SCR found. */
  oliver: { patientId: demoPatientId(0x201), kbvId: '1d3b0000-0000-4000-8000-000000000001' },
  /** Charlotte Hughes: traced but no Summary Care Record, KBV failed, photo ID to consider. */
  charlotte: { patientId: demoPatientId(0x202), kbvId: '1d3b0000-0000-4000-8000-000000000002' },
  /** Priya Sharma: traced on PDS with her Summary Care Record found, and nothing else checked (no KBV, no photo ID). */
  priya: { patientId: demoPatientId(0x203) },
} as const;

/**
 * gb.gp's patients as an NHS practice sees their identity (issue 19, the patient tab's identity panel): Oliver fully
 * verified, Charlotte with her Summary Care Record missing after tracing and a failed knowledge-based verification, and
 * Priya traced (Summary Care Record found) but never otherwise checked. The tracings are also what EPS reads for
 * "NHS number traced" (demo-eps.ts). Times are days before `now`.
 */
export async function seedDemoUkIdentity(tx: Db, now: Date): Promise<void> {
  const at = (daysAgo: number, hour = 10) => new Date(now.getTime() - daysAgo * DAY + (hour - 10) * 3_600_000);
  const { oliver, charlotte, priya } = DEMO_UK_IDENTITY;

  const [oliverRow] = await tx
    .select({ nhs: patients.gbNhsNumber })
    .from(patients)
    .where(eq(patients.id, oliver.patientId));
  const [charlotteRow] = await tx
    .select({ nhs: patients.gbNhsNumber })
    .from(patients)
    .where(eq(patients.id, charlotte.patientId));
  const [priyaRow] = await tx
    .select({ nhs: patients.gbNhsNumber })
    .from(patients)
    .where(eq(patients.id, priya.patientId));
  if (!oliverRow || !charlotteRow || !priyaRow) return;

  await tx.insert(ukPdsTraces).values([
    {
      id: '1d3c0000-0000-4000-8000-000000000001',
      patientId: oliver.patientId,
      tracedAt: at(40, 9),
      tracedNhsNumber: oliverRow.nhs,
      scrAvailable: true,
    },
    {
      id: '1d3c0000-0000-4000-8000-000000000002',
      patientId: charlotte.patientId,
      tracedAt: at(12, 9),
      tracedNhsNumber: charlotteRow.nhs,
      scrAvailable: false,
    },
    {
      id: '1d3c0000-0000-4000-8000-000000000003',
      patientId: priya.patientId,
      tracedAt: at(90, 11),
      tracedNhsNumber: priyaRow.nhs,
      scrAvailable: true,
    },
  ]);

  await tx.insert(ukKbvSessions).values([
    {
      id: oliver.kbvId,
      patientId: oliver.patientId,
      status: 'PASSED',
      questionsTotal: 5,
      questionsAnswered: 5,
      createdAt: at(40, 9),
      startedAt: at(40, 9),
      completedAt: new Date(at(40, 9).getTime() + 6 * 60_000),
      expiresAt: at(39, 9),
    },
    {
      id: charlotte.kbvId,
      patientId: charlotte.patientId,
      status: 'FAILED',
      questionsTotal: 5,
      questionsAnswered: 5,
      createdAt: at(12, 9),
      startedAt: at(12, 9),
      completedAt: new Date(at(12, 9).getTime() + 9 * 60_000),
      expiresAt: at(11, 9),
    },
  ]);

  await tx.insert(ukPhotoIdChecks).values([
    {
      id: '1d3d0000-0000-4000-8000-000000000001',
      patientId: oliver.patientId,
      status: 'clear',
      documentType: 'passport',
      requestedAt: at(40, 9),
      checkedAt: at(40, 11),
    },
    {
      id: '1d3d0000-0000-4000-8000-000000000002',
      patientId: charlotte.patientId,
      status: 'consider',
      documentType: 'driving_licence',
      requestedAt: at(12, 9),
      checkedAt: at(12, 13),
    },
  ]);

  // James accepted Oliver's identity in an earlier consultation, with a KBV question answered.
  const [past] = await tx
    .select({ id: meetings.id, start: meetings.scheduledStartTime })
    .from(meetings)
    .where(
      and(
        eq(meetings.clinicianId, demoClinicianId('gb.gp')),
        eq(meetings.patientId, oliver.patientId),
        eq(meetings.status, 'COMPLETED'),
        lt(meetings.scheduledStartTime, now),
      ),
    )
    .orderBy(desc(meetings.scheduledStartTime))
    .limit(1);
  if (!past) return;
  await tx.insert(verificationEvents).values({
    id: '1d3e0000-0000-4000-8000-000000000001',
    meetingId: past.id,
    userId: oliver.patientId,
    patientId: oliver.patientId,
    meetingType: 'Adult',
    previousStatus: 'Unverified',
    checkTime: new Date(past.start.getTime() + 3 * 60_000),
    verifyingClinicianId: demoClinicianId('gb.gp'),
    outcome: 'Accept',
    rejectionReason: null,
    kbvFreeTextAnswer: 'Named his registered practice and the street he lived on before moving to Camden.',
  });
}
