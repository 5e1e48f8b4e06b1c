import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrateConfigured } from './platform/db/migrate';
import { refreshDemoDay, seedDemo } from './demo/seed';
import { buildApp } from './app';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await migrateConfigured(database, config.migrationDatabaseUrl);
const now = new Date();
if (config.demoMode) {
  await seedDemo(database, now);
  await refreshDemoDay(database, now, config.demoShift);
}

const app = await buildApp({ config, database, warmJanus: config.janus.warm });
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

const address = await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
// Tests read the bound address from this line (they start the server on port 0).
console.log(`konsult is running at ${address} (database: ${where}${config.demoMode ? ', demo mode' : ''})`);
