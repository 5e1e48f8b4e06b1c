import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const MODULE_MOCKS = 'src/**/*.mocks.test.{ts,tsx}';
const TIMED_E2E = 'src/**/*.timed.e2e.ts';
const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/** What every browser-test project shares: the run's seeded database and Chromiums, and the files' loaded modules. */
const E2E = {
  root: './e2e',
  environment: 'node',
  globalSetup: ['./src/global-setup.ts'],
  // Files share the worker's loaded modules (playwright-core, the harness); each has its own server.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // expect.poll gives up after 1 s by default; a reloaded screen's lazy chunks took longer once in CI (the
  // consultation story). A condition that never comes still fails, after 10 s.
  expect: { poll: { timeout: 10_000 } },
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the two-core machines CI runs on. Most test
    // files wait on a database, a server or Chromium as much as they compute, so two share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Pure functions: nothing for files to leak to each other, so they share a worker's modules.
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          isolate: false,
          // Building the demo data (5,000-entry histories) several times in a test takes seconds on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        // Stories through real HTTP against a real database (PGlite, or TEST_DATABASE_URL).
        test: {
          name: 'integration',
          root: './packages/server',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          // Migrates and seeds once per run; each file copies the result (test/test-database.ts).
          globalSetup: ['./src/test/seeded-database.global.ts'],
          // Files share a worker's loaded modules (the app's import graph and PGlite's compiled WebAssembly take
          // 2–3 s to load), never its data: each file has its own database copy and server.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [MODULE_MOCKS],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Files share a worker's loaded modules (React, Mantine, the catalogues: 125 s isolated against 50 s
          // shared); setup.ts resets what a test may leave behind (DOM, timers, globals, storage, language).
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        // A file that replaces a module with vi.mock needs modules of its own: in a shared worker the real module
        // may already be loaded by another file. Such files are named *.mocks.test.tsx (eslint.config.js says so).
        test: {
          name: 'web-mocks',
          root: './packages/web',
          include: [MODULE_MOCKS],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // Real Chromium against the real built app: one seeded database and one Chromium per worker for the run
        // (src/global-setup.ts); each file starts its server on a copy of the database and opens fresh contexts.
        // Files run two at a time (E2E_WORKERS): most of a browser file's time is waiting (debounces, a call being
        // set up, a page loading), and one file at a time kept the two cores less than half busy.
        test: {
          ...E2E,
          name: 'e2e',
          include: ['src/**/*.e2e.ts'],
          exclude: [TIMED_E2E],
          maxWorkers: E2E_WORKERS,
          fileParallelism: E2E_WORKERS > 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Files that assert the budgets (autosave durable within 2.1 s, a search highlight within 100 ms) run after
        // the others, one at a time: a file beside them would measure the machine, not the app.
        test: {
          ...E2E,
          name: 'e2e-timed',
          include: [TIMED_E2E],
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
