import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type RunningServer = {
  baseUrl: string;
  /** Stops the server for good and removes its data. */
  stop(): Promise<void>;
  /** Kills the process without warning (SIGKILL), as a crash would. The data stays. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data, after a kill; `extraEnv` changes its configuration. */
  restart(extraEnv?: Record<string, string>): Promise<void>;
};

/**
 * The real server, as `npm start` runs it, on a free port with an embedded database of its own and the demo data.
 * `from` names a seeded PGlite data directory to start from a copy of (the server then finds its schema and demo
 * data there and only moves the demo to today); without it, the server migrates and seeds a fresh one. The built
 * web app must exist (scripts/e2e.mjs builds it first).
 */
export async function startServer(
  env: Record<string, string> = {},
  { from }: { from?: string } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'konsult-e2e-'));
  if (from) cpSync(from, dataDir, { recursive: true });
  let child = await spawnServer({ ...env, PORT: '0', DATA_DIR: dataDir });
  const baseUrl = child.baseUrl;
  const port = new URL(baseUrl).port;
  const signalAndWait = (signal: NodeJS.Signals) => {
    const exited = new Promise((resolve) => child.process.once('exit', resolve));
    child.process.kill(signal);
    return exited;
  };
  return {
    baseUrl,
    async stop() {
      if (child.process.exitCode === null && child.process.signalCode === null) await signalAndWait('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      await signalAndWait('SIGKILL');
    },
    async restart(extraEnv = {}) {
      child = await spawnServer({ ...env, ...extraEnv, PORT: port, DATA_DIR: dataDir });
    },
  };
}

async function spawnServer(env: Record<string, string>): Promise<{ process: ChildProcess; baseUrl: string }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', DEMO_MODE: 'true', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { process: child, baseUrl };
}
