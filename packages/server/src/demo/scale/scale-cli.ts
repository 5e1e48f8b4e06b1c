/**
 * `npm run seed:scale` (issue 22): fills a PostgreSQL database of its own with the demo data and, on top of it,
 * 100,000 patients, 200,000 meetings and 1,000,000 record-history entries (scale-data.ts), then prints how long it
 * took. For `npm run bench:load`, which measures the routes at that size.
 *
 *   createdb -h 127.0.0.1 -U postgres konsult_scale
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/konsult_scale npm run seed:scale
 *
 * PostgreSQL only: the point is to measure the database a real installation runs on, and a million rows in the
 * embedded PGlite would only measure PGlite. The database must be empty (no table in any schema), or one this command
 * filled before (a scale_seed table marks it) and named again in SCALE_RESET=<database>: then it drops everything in
 * its public schema and starts again. Any other database is refused, so a typo in DATABASE_URL cannot wipe a real one. SCALE_PATIENTS, SCALE_MEETINGS and SCALE_ENTRIES
 * change the sizes. Run it as the database's owner (it creates the schema and VACUUMs).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../platform/db/database';
import { migrate } from '../../platform/db/migrate';
import { hashPassword } from '../../platform/auth/passwords';
import { DEMO_PASSWORD } from '../demo-data';
import { seedDemo } from '../seed';
import { DEFAULT_SCALE, fillScale, type ScaleSizes } from './scale-data';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'seed:scale fills a PostgreSQL database: set DATABASE_URL=postgres://… to an empty database of its own\n' +
      '(e.g. createdb -h 127.0.0.1 -U postgres konsult_scale; DATABASE_URL=postgres://postgres@127.0.0.1:5432/konsult_scale).\n' +
      'It does not run on the embedded PGlite.',
  );
  process.exit(2);
}

const sizes: ScaleSizes = {
  patients: size('SCALE_PATIENTS', DEFAULT_SCALE.patients),
  meetings: size('SCALE_MEETINGS', DEFAULT_SCALE.meetings),
  entries: size('SCALE_ENTRIES', DEFAULT_SCALE.entries),
};

const started = performance.now();
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
try {
  const name = await resetOrRefuse(database);
  const lap = stopwatch();
  await database.db.execute(sql`
    CREATE TABLE scale_seed (
      id integer PRIMARY KEY CHECK (id = 1), patients integer, meetings integer, entries integer,
      clinicians integer, notes integer, seconds double precision, finished_at timestamptz)`);
  await database.db.execute(sql`INSERT INTO scale_seed (id) VALUES (1)`);
  const migrations = await migrate(database);
  const now = new Date();
  await seedDemo(database, now);
  console.log(`${name}: ${migrations.length} migrations and the demo data in ${lap()}`);

  const filled = await fillScale(database, sizes, now, await hashPassword(DEMO_PASSWORD), (step, seconds) =>
    console.log(`  ${step}: ${seconds.toFixed(1)} s`),
  );
  console.log(
    `  ${filled.patients.toLocaleString('en')} patients, ${filled.clinicians} clinicians, ` +
      `${filled.meetings.toLocaleString('en')} meetings with ${filled.notes.toLocaleString('en')} signed notes, ` +
      `${filled.entries.toLocaleString('en')} record-history entries in ${lap()}`,
  );
  // Fresh rows: statistics for the planner, and the visibility map so that the first reads need not set hint bits.
  await database.db.execute(
    sql`VACUUM (ANALYZE) patients, clinicians, meetings, medical_record_entries, record_history_entries`,
  );
  console.log(`  VACUUM (ANALYZE) in ${lap()}`);
  const seconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`
    UPDATE scale_seed SET patients = ${filled.patients}, meetings = ${filled.meetings}, entries = ${filled.entries},
      clinicians = ${filled.clinicians}, notes = ${filled.notes}, seconds = ${seconds}, finished_at = now()`);
  console.log(
    `seed:scale took ${seconds.toFixed(1)} s (budget ≤ 300 s: ${seconds <= 300 ? 'within' : 'MISSED'}). ` +
      `Sign in as scale.se.01 … scale.de.16 (password ${DEMO_PASSWORD}); npm run bench:load measures it.`,
  );
} catch (error) {
  // A failed INSERT's error carries its parameters (megabytes of JSON): its message and cause are what helps.
  const cause = (error as { cause?: Error }).cause;
  console.error(`seed:scale failed: ${cause?.message ?? (error as Error).message.split('\n')[0]}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

/** Empties a database this command filled before; refuses any other that holds tables. Answers its name. */
async function resetOrRefuse(db: Database): Promise<string> {
  const [state] = await queryRows<{ name: string; ours: boolean; tables: number }>(
    db.db,
    sql`SELECT current_database() AS name, to_regclass('public.scale_seed') IS NOT NULL AS ours,
          (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
             AND c.relkind IN ('r', 'p', 'v', 'm')) AS tables`,
  );
  const { name, ours, tables } = state!;
  if (ours && process.env.SCALE_RESET !== name) {
    // Never wiped on a marker alone: a scale database later put to other use, or a mistyped URL, stays as it is.
    console.error(
      `seed:scale: database "${name}" holds earlier seed:scale data; to drop it and fill it again, run with ` +
        `SCALE_RESET=${name}.`,
    );
    process.exit(2);
  }
  if (ours) {
    const lap = stopwatch();
    // As PostgreSQL creates it: everyone may use it (the app's role, konsult_app, reads and writes its tables).
    await db.runScript('DROP SCHEMA public CASCADE; CREATE SCHEMA public; GRANT USAGE ON SCHEMA public TO PUBLIC;');
    console.log(`${name}: dropped the previous seed:scale data in ${lap()}`);
  } else if (tables > 0) {
    console.error(
      `seed:scale: database "${name}" has ${tables} tables and was not made by seed:scale; ` +
        'give it an empty database of its own (createdb …).',
    );
    process.exit(2);
  }
  return name;
}

function size(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (!raw) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 5) {
    console.error(`seed:scale: ${variable} must be a whole number ≥ 5, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

function stopwatch(): () => string {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const text = `${((now - last) / 1000).toFixed(1)} s`;
    last = now;
    return text;
  };
}
