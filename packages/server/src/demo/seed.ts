import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../platform/db/database';
import type { DemoShift } from '../platform/config';
import { hashPassword } from '../platform/auth/passwords';
import { children, clinicians, demoState, meetings, patients, pools } from '../platform/db/schema';
import { buildDemoData, DEMO_PASSWORD, type DemoHistoryEntry } from './demo-data';
import { utcDaysBetween } from './demo-dates';
import { seedRecordPane } from './demo-record-pane';
import { seedDemoMedicationList } from './demo-medication-list';
import { seedDemoLabTests } from './demo-lab-tests';
import { seedDemoCareFacilities } from './demo-care-facilities';
import { seedDemoVaccinations } from './demo-vaccinations';
import { seedDemoB2bTickets } from './demo-b2b-tickets';
import { seedDemoPrescribing } from './demo-prescribing';
import { seedDemoLabReferrals } from './demo-lab-referrals';
import { seedDemoSpecialistReferrals } from './demo-specialist-referrals';
import { seedDemoHomeTests } from './demo-home-tests';
import { seedDemoSickNotes } from './demo-sick-notes';
import { seedDemoUkTasks } from './demo-uk-tasks';
import { seedDemoMentalHealthScores } from './demo-mental-health';
import { seedDemoUkIdentity } from './demo-uk-identity';
import { seedDemoSelfAssessmentRequests } from './demo-self-assessment-requests';
import { seedDemoEps } from './demo-eps';
import { seedDemoInsurer } from './demo-insurer';
import { seedDemoTreatmentProgrammes } from './demo-treatment-programmes';
import { seedDemoInsurerOutcomeRules } from './demo-insurer-outcomes';

/** Serialises seeding when several server processes start on one empty PostgreSQL database. */
const SEED_LOCK_KEY = 7_261_002;

/**
 * Fills an empty database with the demo world laid out around `now`. A database that has any
 * clinician is left alone, so a real installation is never touched and a restart never duplicates.
 */
export async function seedDemo(database: Database, now: Date): Promise<{ seeded: boolean }> {
  const { db } = database;
  if (await hasClinicians(database)) return { seeded: false };

  const data = buildDemoData(now);
  // Hash outside the transaction: scrypt takes ~50 ms each and runs on the libuv pool in parallel.
  const clinicianRows = await Promise.all(
    data.clinicians.map(async (clinician) => ({ ...clinician, passwordHash: await hashPassword(DEMO_PASSWORD) })),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Checked again under the lock: another process may have seeded while we hashed.
    const [existing] = await tx.select({ id: clinicians.id }).from(clinicians).limit(1);
    if (existing) return { seeded: false };

    await tx.insert(pools).values(data.pools);
    await tx.insert(clinicians).values(clinicianRows);
    await tx.insert(patients).values(data.patients);
    await tx.insert(children).values(data.children);
    await tx.insert(meetings).values(data.meetings);
    await insertRecordHistory(tx, data.recordHistory);
    await seedRecordPane(tx, data.recordPane);
    await seedDemoMedicationList(tx, now);
    await seedDemoLabTests(tx, now);
    await seedDemoCareFacilities(tx);
    await seedDemoVaccinations(tx, now);
    await seedDemoB2bTickets(tx, now);
    await seedDemoPrescribing(tx, now);
    await seedDemoLabReferrals(tx, now);
    await seedDemoSpecialistReferrals(tx);
    await seedDemoHomeTests(tx);
    await seedDemoSickNotes(tx, now);
    await seedDemoUkTasks(tx, now);
    await seedDemoMentalHealthScores(tx, now);
    await seedDemoUkIdentity(tx, now);
    await seedDemoSelfAssessmentRequests(tx);
    await seedDemoEps(tx, now);
    await seedDemoInsurer(tx, now);
    await seedDemoInsurerOutcomeRules(tx);
    await seedDemoTreatmentProgrammes(tx, now);
    await tx.insert(demoState).values({ id: 1, anchor: now });
    return { seeded: true };
  });
}

const HISTORY_BATCH = 1000;

/**
 * Thousands of history rows, a batch per statement: each batch travels as one JSON parameter, which PGlite and
 * PostgreSQL take far faster than 20 bound parameters a row (and stays under the 65,535-parameter limit).
 */
async function insertRecordHistory(tx: Db, rows: DemoHistoryEntry[]): Promise<void> {
  for (let i = 0; i < rows.length; i += HISTORY_BATCH) {
    const json = JSON.stringify(
      rows.slice(i, i + HISTORY_BATCH).map((r) => ({
        id: r.id,
        patient_id: r.patientId,
        meeting_id: r.meetingId ?? null,
        document_id: r.documentId,
        contact_at: r.contactAt,
        contact_type: r.contactType,
        responsible_name: r.responsibleName,
        title_responsible_name: r.titleResponsibleName ?? null,
        care_facility_name: r.careFacilityName ?? null,
        title: r.title,
        template_id: r.templateId ?? null,
        rows: r.rows ?? [],
        documents: r.documents ?? [],
        prescriptions: r.prescriptions ?? [],
        e_prescriptions: r.ePrescriptions ?? [],
        referral: r.referral ?? null,
        signed_at: r.signedAt ?? null,
        stricken_at: r.strickenAt ?? null,
        stricken_by: r.strickenBy ?? null,
        stricken_reason: r.strickenReason ?? null,
        created_at: r.createdAt ?? null,
      })),
    );
    await tx.execute(sql`
      INSERT INTO record_history_entries
      SELECT * FROM json_populate_recordset(NULL::record_history_entries, ${json}::json)`);
  }
}

async function hasClinicians(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ id: clinicians.id }).from(clinicians).limit(1);
  return row !== undefined;
}

/**
 * Moves the demo clinicians' meetings forward by the time since the demo was laid out, so that "today" in the
 * demo is always today. Runs under a row lock on demo_state, so two processes starting together shift once.
 */
export async function refreshDemoDay(
  database: Database,
  now: Date,
  precision: DemoShift = 'day',
): Promise<{ shiftedDays: number; shiftedMs: number }> {
  return database.db.transaction(async (tx) => {
    const [state] = await tx.select().from(demoState).where(eq(demoState.id, 1)).for('update');
    if (!state) return { shiftedDays: 0, shiftedMs: 0 };
    const days = utcDaysBetween(state.anchor, now);
    const ms = precision === 'exact' ? now.getTime() - state.anchor.getTime() : days * 24 * 60 * 60_000;
    if (ms <= 0) return { shiftedDays: 0, shiftedMs: 0 };

    const by = sql`${ms}::bigint * interval '1 millisecond'`;
    const shift = (column: typeof meetings.bookedTime | typeof meetings.actualStartTime) => sql`${column} + ${by}`;
    const demoClinicians = tx.select({ id: clinicians.id }).from(clinicians).where(eq(clinicians.isDemo, true));
    await tx
      .update(meetings)
      .set({
        bookedTime: shift(meetings.bookedTime),
        scheduledStartTime: shift(meetings.scheduledStartTime),
        actualStartTime: shift(meetings.actualStartTime),
        actualEndTime: shift(meetings.actualEndTime),
        videoCallStartTime: shift(meetings.videoCallStartTime),
        videoCallEndTime: shift(meetings.videoCallEndTime),
      })
      .where(inArray(meetings.clinicianId, demoClinicians));
    await tx
      .update(demoState)
      .set({ anchor: sql`${demoState.anchor} + ${by}` })
      .where(eq(demoState.id, 1));
    return { shiftedDays: days, shiftedMs: ms };
  });
}
