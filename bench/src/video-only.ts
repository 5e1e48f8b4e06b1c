/**
 * `npx tsx bench/src/video-only.ts`: only the video join measurement of `npm run bench` (bench/src/video.ts), on a
 * server of its own; the web app must be built. VIDEO_TRACE=1 prints where the time goes.
 */
import { startServer } from '../../e2e/src/server-process';
import { videoJoinLatency } from './video';

const server = await startServer({ LOG_LEVEL: 'error', JANUS_WARM: 'true' });
try {
  process.exitCode = (await videoJoinLatency(server.baseUrl)) ? 0 : 1;
} finally {
  await server.stop();
}
