import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import { refreshDemoDay } from '../demo/seed';
import { copySeededDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; database: Database; baseUrl: string; close(): Promise<void> };
/** The integrations a test puts in place of the embedded ones. */
export type TestAppParts = Pick<
  AppOptions,
  'recordsSystem' | 'smsGateway' | 'callNotifier' | 'b2bTickets' | 'actionModules'
>;

/** The real server on a free loopback port, on this file's own copy of the demo database. */
export async function startTestApp(overrides: Partial<Config> = {}, parts: TestAppParts = {}): Promise<TestApp> {
  const database = await copySeededDatabase();
  // The copy was seeded when the run began: today's meetings move to where the seed put them relative to now.
  await refreshDemoDay(database, new Date(), 'exact');
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: null, ...overrides };
  const app = await buildApp({ config, database, logger: false, ...parts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Another server instance on the same database, as behind a load balancer. */
export async function startOtherInstance(
  first: TestApp,
  overrides: Partial<Config> = {},
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: null, ...overrides };
  const app = await buildApp({ config, database: first.database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
