import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { seedDemo } from '../demo/seed';
import { adminQuery, databaseUrl, type SeededDatabase } from './test-database';

export type SeededOnce = { seeded: SeededDatabase; remove(): Promise<void> };

/**
 * Migrates and seeds the demo world once for a whole test run, so that each test file copies it instead of
 * building it again (PGlite's initdb, 25 migrations, 11 scrypt hashes and 5,000 history rows: about 7 s a file
 * on two cores, against 0.9 s for a copy). With `serverUrl` it is a template database on that PostgreSQL server;
 * otherwise a PGlite data directory, which is also what a browser test's server opens.
 */
export async function seedOnce(serverUrl?: string, now = new Date()): Promise<SeededOnce> {
  if (serverUrl) {
    const template = `konsult_seeded_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    // Closed before anyone copies it: PostgreSQL refuses a template that has a connection.
    await migrateAndSeed(
      await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template), poolSize: 2 }),
      now,
    );
    return {
      seeded: { kind: 'postgres', template },
      remove: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'konsult-seeded-'));
  await migrateAndSeed(await openDatabase({ kind: 'pglite', dataDir }), now);
  return {
    seeded: { kind: 'pglite', dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function migrateAndSeed(database: Database, now: Date): Promise<void> {
  try {
    await migrate(database);
    await seedDemo(database, now);
  } finally {
    await database.close();
  }
}
