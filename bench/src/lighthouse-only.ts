/**
 * `npx tsx bench/src/lighthouse-only.ts`: only the Lighthouse part of `npm run bench` (bench/src/lighthouse.ts), on a
 * server of its own; the web app must be built. LIGHTHOUSE_RUNS=n sets the runs per screen, LIGHTHOUSE_REPORTS=dir
 * keeps each report, LIGHTHOUSE_SCREENS=home,consultation,… keeps only those screens (matched by name prefix).
 */
import { startServer } from '../../e2e/src/server-process';
import { lighthouseScreens } from './lighthouse';

const server = await startServer({ LOG_LEVEL: 'error' });
try {
  process.exitCode = (await lighthouseScreens(server.baseUrl)) ? 0 : 1;
} finally {
  await server.stop();
}
