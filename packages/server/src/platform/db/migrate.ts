import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));

/**
 * Applies every numbered SQL file in migrations/ that the database has not seen, in order, each in
 * its own transaction. The same files run on PGlite and PostgreSQL; there is no per-driver SQL.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Asked only when missing: the app's own role (konsult_app, migration 0027) may not create tables, and on an
  // up-to-date database it has nothing to apply.
  const [found] = await queryRows<{ present: boolean }>(
    database.db,
    sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  if (!found?.present) {
    await database.runScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  }
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  const applied = new Set(
    (await queryRows<{ version: number }>(database.db, sql`SELECT version FROM schema_migrations`)).map((r) =>
      Number(r.version),
    ),
  );
  const ran: string[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    if (applied.has(version)) continue;
    const body = await readFile(new URL(file, `file://${dir}/`), 'utf8');
    // The insert is guarded so that a second process racing us through the lock becomes a no-op.
    await database.runScript(
      `DO $migration$ BEGIN
         IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ${version}) THEN
           EXECUTE ${dollarQuote(body)};
           INSERT INTO schema_migrations (version, name) VALUES (${version}, '${file}');
         END IF;
       END $migration$;`,
    );
    ran.push(file);
  }
  return ran;
}

function dollarQuote(body: string): string {
  let tag = 'body';
  while (body.includes(`$${tag}$`)) tag += '_';
  return `$${tag}$${body}$${tag}$`;
}

/**
 * Migrates the configured database: through MIGRATION_DATABASE_URL (the tables' owner) when it is set, so that the
 * app itself can run as konsult_app; otherwise through the app's own connection.
 */
export async function migrateConfigured(database: Database, migrationDatabaseUrl: string | null): Promise<string[]> {
  if (!migrationDatabaseUrl) return migrate(database);
  const owner = await openDatabase({ kind: 'postgres', url: migrationDatabaseUrl, poolSize: 1 });
  try {
    return await migrate(owner);
  } finally {
    await owner.close();
  }
}
