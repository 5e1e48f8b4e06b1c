import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { seedOnce } from '../../packages/server/src/test/seeded-database';
import { CHROMIUM_LAUNCH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { seededDataDir: string; chromiumEndpoints: string[] };
  }
}

/**
 * Once per browser-test run: the demo database, migrated and seeded into a PGlite data directory that each file's
 * server starts from a copy of, and one Chromium per worker, which a file connects to for fresh contexts (one per
 * worker, so that two files running at once never share a browser's clipboard or permissions).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One worker unless E2E_WORKERS asks for more (vitest.config.ts); the project's own maxWorkers is not resolved here.
  const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 1);
  const launched: BrowserServer[] = [];
  try {
    const [{ seeded, remove }] = await Promise.all([
      seedOnce(),
      ...Array.from({ length: workers }, async () => launched.push(await chromium.launchServer(CHROMIUM_LAUNCH))),
    ]);
    if (seeded.kind !== 'pglite') throw new Error('browser tests start their servers from a PGlite copy');
    project.provide('e2e', {
      seededDataDir: seeded.dataDir,
      chromiumEndpoints: launched.map((browser) => browser.wsEndpoint()),
    });
    return async () => {
      await Promise.all(launched.map((browser) => browser.close()));
      await remove();
    };
  } catch (error) {
    await Promise.all(launched.map((browser) => browser.close()));
    throw error;
  }
}
