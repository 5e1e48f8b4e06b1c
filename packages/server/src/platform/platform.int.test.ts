import { describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { useTestApp } from '../test/file-app';
import { TestClient } from '../test/client';
import { queryRows } from './db/database';
import { migrate } from './db/migrate';
import * as schema from './db/schema';

const t = useTestApp();

describe('platform', () => {
  it('reports which database it runs on', async () => {
    const answer = await new TestClient(t.baseUrl).get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('runs migrations once: a second run applies nothing', async () => {
    expect(await migrate(t.database)).toEqual([]);
  });

  it('refuses to update or delete audit rows', async () => {
    expect((await new TestClient(t.baseUrl).signIn('se.doctor')).status).toBe(200);
    // drizzle wraps the driver's error; the database's own refusal is its cause.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'accepted',
        (error: Error) => String(error.cause),
      );
    // The owner meets the trigger; the app's role on PostgreSQL (audit-role.int.test.ts) is refused before it.
    expect(await refusal(sql`UPDATE audit_events SET outcome = 'success'`)).toMatch(/append-only|permission denied/);
    expect(await refusal(sql`DELETE FROM audit_events`)).toMatch(/append-only|permission denied/);
  });

  it('keeps the typed schema in step with the migrated tables', async () => {
    const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);
    for (const table of tables) {
      const columns = await queryRows<{ column_name: string }>(
        t.database.db,
        sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${getTableName(table)}`,
      );
      const expected = Object.values(getTableColumns(table)).map((c) => c.name);
      expect(columns.map((c) => c.column_name).sort(), getTableName(table)).toEqual(expected.sort());
    }
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const client = await t.signInNow('se.doctor');
    const answer = await client.get('/api/no/such/route');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { key: 'notFound' } });
  });

  it('sends security headers: CSP without inline scripts, nosniff, no framing', async () => {
    const answer = await new TestClient(t.baseUrl).get('/api/health');
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
