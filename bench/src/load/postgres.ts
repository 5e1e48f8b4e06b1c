import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL server the load bench may stop and start (goal 6) without disturbing anyone else's. */
export type RestartablePostgres = {
  /** The server's URL (as its superuser), without a database name. */
  serverUrl: string;
  /** Stops the server the way an operator's restart does (`-m fast`: open connections are ended). */
  stop(): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and removes its data (a no-op for a server the bench did not make). */
  remove(): Promise<void>;
};

/**
 * A server of the bench's own: a fresh cluster (Debian's PostgreSQL binaries, initdb in a temporary directory) on a
 * free loopback port. Restarting it mid-load disturbs no other user of the machine's PostgreSQL (integration tests
 * run against that one). As root, the cluster belongs to the `postgres` user, as initdb requires.
 */
export async function ownPostgres(): Promise<RestartablePostgres> {
  const bin = postgresBin();
  const root = userInfo().uid === 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'konsult-load-pg-'));
  const socketDir = join(dataDir, 'socket');
  const port = await freePort();
  // Asynchronous, so that the load goes on (and is timed) while the server stops and starts.
  const asOwner = async (command: string, args: string[]) => {
    if (root) await run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]);
    else await run(join(bin, command), args);
  };
  if (root) chownSync(dataDir, uidOf('postgres'), gidOf('postgres'));
  await asOwner('initdb', ['-D', join(dataDir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  mkdirSync(socketDir);
  if (root) chownSync(socketDir, uidOf('postgres'), gidOf('postgres'));
  const options = [`-p ${port}`, `-k ${socketDir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200'].join(
    ' ',
  );
  const start = () =>
    asOwner('pg_ctl', ['-D', join(dataDir, 'data'), '-o', options, '-l', join(dataDir, 'log'), '-w', 'start']);
  const stop = () => asOwner('pg_ctl', ['-D', join(dataDir, 'data'), '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}`,
    stop,
    start,
    async remove() {
      await stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server BENCH_DATABASE_URL names. It can be restarted only when BENCH_PG_CLUSTER names its Debian cluster
 * ("15 main"): then `pg_ctlcluster` stops and starts it, and everyone else using that server sees the restart too.
 */
export function givenPostgres(url: string, cluster: string | undefined): RestartablePostgres | null {
  const server = new URL(url);
  server.pathname = '';
  if (!cluster) return null;
  const [version, name] = cluster.split(/\s+/);
  const ctl = (action: string, ...extra: string[]) =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version!, name!, action, ...extra]);
  return {
    serverUrl: server.toString().replace(/\/$/, ''),
    stop: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start'),
    remove: async () => {},
  };
}

const run = async (file: string, args: string[]) => {
  await promisify(execFile)(file, args);
};

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql (apt-get install postgresql)');
  return join(base, versions[0], 'bin');
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
