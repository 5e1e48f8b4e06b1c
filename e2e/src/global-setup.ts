import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { seedOnce } from '../../packages/server/src/test/seeded-database';
import { CHROMIUM_LAUNCH } from './chromium';

type E2eContext = { seededDataDir: string; chromiumEndpoints: string[] };

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

/** What the browser-test projects (e2e, e2e-timed) share for the run, with how many of them still use it. */
type Shared = { ready: Promise<{ context: E2eContext; close(): Promise<void> }>; users: number };
const SHARED = Symbol.for('konsult.e2e.shared');
const holder = globalThis as { [SHARED]?: Shared };

/**
 * Once per browser-test run: the demo database, migrated and seeded into a PGlite data directory that each file's
 * server starts from a copy of, and one Chromium per worker, which a file connects to for fresh contexts (one per
 * worker, so that two files running at once never share a browser's clipboard or permissions). Vitest runs this
 * for each browser project, each with its own copy of this module: the first builds, the others reuse, the last
 * to finish closes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder[SHARED] ??= { ready: launch(), users: 0 });
  shared.users += 1;
  const { context, close } = await shared.ready;
  project.provide('e2e', context);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED];
    await close();
  };
}

async function launch(): Promise<{ context: E2eContext; close(): Promise<void> }> {
  // As many Chromiums as the e2e project's workers (E2E_WORKERS in vitest.config.ts, 2 unless set).
  const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
  const launched: BrowserServer[] = [];
  const closeBrowsers = () => Promise.all(launched.map((browser) => browser.close()));
  try {
    const [{ seeded, remove }] = await Promise.all([
      seedOnce(),
      ...Array.from({ length: workers }, async () => launched.push(await chromium.launchServer(CHROMIUM_LAUNCH))),
    ]);
    if (seeded.kind !== 'pglite') throw new Error('browser tests start their servers from a PGlite copy');
    return {
      context: { seededDataDir: seeded.dataDir, chromiumEndpoints: launched.map((browser) => browser.wsEndpoint()) },
      async close() {
        await closeBrowsers();
        await remove();
      },
    };
  } catch (error) {
    await closeBrowsers();
    throw error;
  }
}
