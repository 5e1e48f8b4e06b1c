import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../platform/config';
import { openDatabase, type Database } from '../platform/db/database';
import { refreshDemoDay } from '../demo/seed';
import { adminQuery, APP_ROLE, databaseUrl } from './test-database';

/**
 * A copy of the run's seeded database on the TEST_DATABASE_URL server, known by its URL, for tests that open it
 * themselves: two app instances with connections of their own, or one that reaches it through a proxy. The URL is
 * the app's role (konsult_app), as in production. Only on PostgreSQL: an embedded PGlite has no URL.
 */
export async function seededPostgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const seeded = inject('seededDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (seeded.kind !== 'postgres' || !serverUrl) throw new Error('seededPostgresCopy needs TEST_DATABASE_URL');
  const name = `konsult_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${seeded.template}`);
  const url = new URL(databaseUrl(serverUrl, name));
  url.username = APP_ROLE;
  url.password = '';
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export type AppInstance = { app: FastifyInstance; database: Database; baseUrl: string; close(): Promise<void> };

/** One server instance on its own connections to the PostgreSQL database at `url`, on a free loopback port. */
export async function startInstanceOn(url: string, overrides: Partial<Config> = {}): Promise<AppInstance> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return startInstance(database, overrides, () => database.close());
}

/** One server instance on `database` (shared with another instance when that is the only way to open it). */
export async function startInstance(
  database: Database,
  overrides: Partial<Config> = {},
  closeDatabase: () => Promise<void> = async () => {},
): Promise<AppInstance> {
  // The copy was seeded when the run began: today's meetings move to where the seed put them relative to now.
  await refreshDemoDay(database, new Date(), 'exact');
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: null, ...overrides };
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}
