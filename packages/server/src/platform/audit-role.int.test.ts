import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvents } from './db/schema';
import { useTestApp } from '../test/file-app';
import { TestClient } from '../test/client';
import { APP_ROLE } from '../test/test-database';

/**
 * The audit trail cannot be rewritten by the role the app runs as (issue 14, migration 0027): konsult_app appends
 * and reads, but can neither disable the append-only trigger nor update, delete or truncate a row. On PostgreSQL
 * every integration file's app already connects as konsult_app; here each statement is also tried under
 * `SET LOCAL ROLE`, which holds on PGlite too.
 */

const t = useTestApp();

beforeAll(async () => {
  // A sign-in, so the trail has a row to protect.
  await new TestClient(t.baseUrl).signIn('se.doctor');
});

/** Runs one statement as the app's role, in a transaction of its own. */
function asAppRole(statement: string) {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
    return tx.execute(sql.raw(statement));
  });
}

/** The database's own words for a refused statement (drizzle wraps them in "Failed query: …"). */
async function refusal(statement: string): Promise<string> {
  try {
    await asAppRole(statement);
    return 'allowed';
  } catch (error) {
    const cause = (error as Error).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
}

describe('the app’s role and the audit trail', () => {
  it('cannot disable the append-only trigger, nor update, delete or truncate audit rows', async () => {
    const before = await t.database.db.$count(auditEvents);
    expect(before).toBeGreaterThan(0);
    expect(await refusal('ALTER TABLE audit_events DISABLE TRIGGER ALL')).toMatch(/must be (the )?owner/);
    expect(await refusal('DELETE FROM audit_events')).toMatch(/permission denied/);
    expect(await refusal("UPDATE audit_events SET outcome = 'success'")).toMatch(/permission denied/);
    expect(await refusal('TRUNCATE audit_events')).toMatch(/permission denied/);
    expect(await refusal('DROP TABLE audit_events')).toMatch(/must be (the )?owner/);
    expect(await t.database.db.$count(auditEvents)).toBe(before);
  });

  it('can append to it and read it, as the app does on every request', async () => {
    await expect(
      asAppRole(
        "INSERT INTO audit_events (action, outcome, subject) VALUES ('auth.login', 'failure', 'audit-role-test')",
      ),
    ).resolves.toBeDefined();
    await expect(asAppRole('SELECT count(*) FROM audit_events')).resolves.toBeDefined();
  });

  it('a denial names a patient only when the id is a real patient’s', async () => {
    const anna = await t.signInNow('se.doctor');
    const madeUp = '11111111-1111-4111-8111-111111111111';
    expect((await anna.get(`/api/medicalrecord/patient/prorenatawarnings/${madeUp}`)).status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, madeUp), eq(auditEvents.outcome, 'denied')));
    expect(row).toMatchObject({ resourceType: 'patient', patientId: null });
  });
});
