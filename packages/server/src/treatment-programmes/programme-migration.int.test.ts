import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../platform/db/database';
import { migrate, MIGRATIONS_DIR } from '../platform/db/migrate';
import { adminQuery, databaseUrl } from '../test/test-database';

/**
 * Migration 0052 on data written before it (issue 21 review): a care plan used its meeting's conversation, which the
 * programme paused. Migrated, each care plan has a conversation of its own in the state the programme had put the
 * meeting's in, the meeting's conversation is open again, and the messages already written stay in the meeting's.
 * The database is migrated up to 0051, given the data, then migrated on: on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL names a server.
 */

const dirs: string[] = [];
/** A folder of the migrations up to `last` (the numbered files only), for `migrate` to apply. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'konsult-migrations-'));
  dirs.push(dir);
  for (const file of readdirSync(MIGRATIONS_DIR)) {
    if (/^\d{4}_[a-z0-9_]+\.sql$/.test(file) && Number(file.slice(0, 4)) <= last)
      copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
  }
  return dir;
}

/** An empty database of its own: in-memory PGlite, or a throw-away one on the TEST_DATABASE_URL server. */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: null });
  const name = `konsult_m_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let database: Database;
const ids = {
  patient: randomUUID(),
  clinician: randomUUID(),
  pausedMeeting: randomUUID(),
  endedMeeting: randomUUID(),
  pausedMeetingConversation: randomUUID(),
  endedMeetingConversation: randomUUID(),
  pausedPlan: randomUUID(),
  endedPlan: randomUUID(),
  message: randomUUID(),
};

beforeAll(async () => {
  database = await emptyDatabase();
  await migrate(database, migrationsUpTo(51));
  await database.runScript(`
    INSERT INTO pools (id, name, country) VALUES ('migration-pool', 'Psykologerna', 'SE');
    INSERT INTO clinicians (id, username, password_hash, name, profession, care_type, pool_id)
      VALUES ('${ids.clinician}', 'migration.psychologist', 'x', 'Fredrik Holm', 'PSYCHOLOGIST', 'MENTAL_HEALTH', 'migration-pool');
    INSERT INTO patients (id, country, id_number, given_name, family_name, gender, dob, preferred_language)
      VALUES ('${ids.patient}', 'SE', '199001012384', 'Karin', 'Berg', 'female', '1990-01-01', 'sv');
    INSERT INTO meetings (id, clinician_id, patient_id, activity_type, intervention_type, status, booked_time,
                          scheduled_start_time, slot_length_minutes)
      VALUES ('${ids.pausedMeeting}', '${ids.clinician}', '${ids.patient}', 'MENTAL_HEALTH', 'VIDEO', 'COMPLETED',
              now() - interval '20 days', now() - interval '14 days', 30),
             ('${ids.endedMeeting}', '${ids.clinician}', '${ids.patient}', 'MENTAL_HEALTH', 'VIDEO', 'COMPLETED',
              now() - interval '90 days', now() - interval '80 days', 30);
    -- A programme paused its meeting's conversation; another, ended, left its meeting's open (its end paused it then).
    INSERT INTO conversations (id, meeting_id, patient_id, clinician_id, state)
      VALUES ('${ids.pausedMeetingConversation}', '${ids.pausedMeeting}', '${ids.patient}', '${ids.clinician}', 'paused'),
             ('${ids.endedMeetingConversation}', '${ids.endedMeeting}', '${ids.patient}', '${ids.clinician}', 'active');
    INSERT INTO conversation_messages (id, conversation_id, patient_id, sender_role, body)
      VALUES ('${ids.message}', '${ids.pausedMeetingConversation}', '${ids.patient}', 'PATIENT', 'En fråga om modul 2.');
    INSERT INTO care_plans (id, patient_id, clinician_id, meeting_id, programme_identifier, state, conversation_id,
                            created_at, ended_at)
      VALUES ('${ids.pausedPlan}', '${ids.patient}', '${ids.clinician}', '${ids.pausedMeeting}', 'ICBT_ANXIETY',
              'active', '${ids.pausedMeetingConversation}', now() - interval '14 days', NULL),
             ('${ids.endedPlan}', '${ids.patient}', '${ids.clinician}', '${ids.endedMeeting}', 'ICBT_INSOMNIA',
              'ended', '${ids.endedMeetingConversation}', now() - interval '80 days', now() - interval '10 days');
  `);
  await migrate(database, migrationsUpTo(52));
});

afterAll(async () => {
  await database?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type ConversationRow = {
  id: string;
  meeting_id: string | null;
  care_plan_id: string | null;
  patient_id: string;
  clinician_id: string;
  state: string;
};

const conversationOf = async (column: 'meeting_id' | 'care_plan_id', id: string) =>
  (
    await queryRows<ConversationRow>(
      database.db,
      sql`SELECT id, meeting_id, care_plan_id, patient_id, clinician_id, state FROM conversations
          WHERE ${sql.raw(column)} = ${id}`,
    )
  )[0];

const carePlanConversation = async (id: string) =>
  (
    await queryRows<{ conversation_id: string }>(
      database.db,
      sql`SELECT conversation_id FROM care_plans WHERE id = ${id}`,
    )
  )[0]!.conversation_id;

describe('migration 0052 on the care plans made before it', () => {
  it("gives the paused programme a paused conversation of its own, and moves the care plan's conversation_id to it", async () => {
    const own = await conversationOf('care_plan_id', ids.pausedPlan);
    expect(own).toMatchObject({
      meeting_id: null,
      care_plan_id: ids.pausedPlan,
      patient_id: ids.patient,
      clinician_id: ids.clinician,
      state: 'paused',
    });
    expect(await carePlanConversation(ids.pausedPlan)).toBe(own!.id);
    expect(own!.id).not.toBe(ids.pausedMeetingConversation);
  });

  it('gives the ended programme a conversation of its own, paused as its end left it', async () => {
    const own = await conversationOf('care_plan_id', ids.endedPlan);
    expect(own).toMatchObject({ meeting_id: null, state: 'paused' });
    expect(await carePlanConversation(ids.endedPlan)).toBe(own!.id);
  });

  it("reopens the meeting's conversation, whose messages stay where the meeting shows them", async () => {
    expect(await conversationOf('meeting_id', ids.pausedMeeting)).toMatchObject({
      id: ids.pausedMeetingConversation,
      care_plan_id: null,
      state: 'active',
    });
    expect(await conversationOf('meeting_id', ids.endedMeeting)).toMatchObject({ state: 'active' });
    const [message] = await queryRows<{ conversation_id: string }>(
      database.db,
      sql`SELECT conversation_id FROM conversation_messages WHERE id = ${ids.message}`,
    );
    expect(message!.conversation_id).toBe(ids.pausedMeetingConversation);
  });

  it('keeps a conversation one owner’s: neither both nor none', async () => {
    const refused = database.runScript(
      `INSERT INTO conversations (id, meeting_id, care_plan_id, patient_id, clinician_id)
       VALUES ('${randomUUID()}', NULL, NULL, '${ids.patient}', '${ids.clinician}')`,
    );
    await expect(refused).rejects.toThrow(/conversations_one_owner/);
  });
});
