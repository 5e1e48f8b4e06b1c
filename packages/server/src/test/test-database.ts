import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';

/**
 * The demo database of this test run, migrated and seeded once by `seeded-database.global.ts`, which each
 * integration file copies: a PGlite data directory, or a template database on the PostgreSQL server.
 */
export type SeededDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

/**
 * A copy of the run's seeded demo database, for one test file only: nothing it writes is seen by another file.
 * A PGlite copy is a copied data directory (0.2 s, and opening it skips initdb); a PostgreSQL copy is
 * `CREATE DATABASE … TEMPLATE`. Both are removed on close.
 */
export async function copySeededDatabase(): Promise<Database> {
  const seeded = inject('seededDatabase');
  if (seeded.kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'konsult-test-'));
    cpSync(seeded.dataDir, dataDir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // On PostgreSQL the copy is used as the app uses a database in production: as konsult_app (migration 0027),
  // which reads and writes but owns nothing and cannot change the audit trail.
  return throwAwayPostgres(`TEMPLATE ${seeded.template}`, APP_ROLE);
}

/** The role the app runs as on PostgreSQL (migration 0027); trust authentication on the test server. */
export const APP_ROLE = 'konsult_app';

/**
 * A fresh, migrated, empty database, for the tests about migrating and seeding themselves: in-memory PGlite by
 * default, or a throw-away database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<Database> {
  const database = process.env.TEST_DATABASE_URL
    ? await throwAwayPostgres()
    : await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database);
  return database;
}

/**
 * A database of its own on the TEST_DATABASE_URL server, created here (from `template` if given) and used as `role`
 * (default: the server URL's own user), dropped on close.
 */
async function throwAwayPostgres(template = '', role?: string): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `konsult_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} ${template}`);
  const url = new URL(databaseUrl(adminUrl, name));
  if (role) {
    url.username = role;
    url.password = '';
  }
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
