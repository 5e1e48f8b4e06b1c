/**
 * `npm run seed`: migrates the configured database and fills it with demo data if it has no
 * clinicians. DATABASE_URL selects PostgreSQL (MIGRATION_DATABASE_URL, when set, migrates as the tables' owner);
 * otherwise PGlite in DATA_DIR (default ./data).
 */
import { openDatabase } from '../platform/db/database';
import { migrateConfigured } from '../platform/db/migrate';
import { seedDemo } from './seed';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR || './data';
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir });
try {
  const ran = await migrateConfigured(database, process.env.MIGRATION_DATABASE_URL || null);
  const { seeded } = await seedDemo(database, new Date());
  const where = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  const migrations = ran.length > 0 ? `applied ${ran.length} migration(s); ` : '';
  console.log(
    `${where}: ${migrations}${seeded ? 'seeded the demo data' : 'already has clinicians, demo data not seeded'}`,
  );
} finally {
  await database.close();
}
