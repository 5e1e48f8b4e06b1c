import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's `janus` package puts its plugins; only the VideoRoom plugin and the WebSocket transport load. */
const LIB = '/usr/lib/x86_64-linux-gnu/janus';
const START_TIMEOUT_MS = 15_000;

export interface JanusProcessOptions {
  /** The `janus` executable; on PATH by default. */
  binary: string;
  /** RTP/ICE port range, "min-max". */
  rtpPortRange: string;
  /** Interfaces (partial names) ICE may use, comma-separated; empty: every interface but loopback. */
  iceEnforceList: string;
  log: (message: string) => void;
}

/** Where a Janus comes from: started by us, or shared by every instance (JANUS_URL). */
export interface JanusSource {
  installed(): boolean;
  ensure(): Promise<RunningJanus>;
  stop(): Promise<void>;
}

/** A Janus run by the operator for all instances; nothing to start or stop. */
export class SharedJanus implements JanusSource {
  constructor(private readonly running: RunningJanus) {}
  installed(): boolean {
    return true;
  }
  ensure(): Promise<RunningJanus> {
    return Promise.resolve(this.running);
  }
  stop(): Promise<void> {
    return Promise.resolve();
  }
}

export interface RunningJanus {
  /** ws://127.0.0.1:port: Janus's WebSocket API, bound to loopback and reached only through our proxy. */
  url: string;
  /** Every Janus API request must carry it; only this server knows it. */
  apiSecret: string;
  /** Needed to create VideoRoom rooms; only this server knows it. */
  roomAdminKey: string;
}

/**
 * Janus Gateway as a child of this server, not a system daemon: its own configuration in a fresh temporary folder,
 * random secrets, a free loopback port. Started on first use; a Janus that dies is started again on the next use.
 */
export class JanusProcess implements JanusSource {
  private child: ChildProcess | null = null;
  private starting: Promise<RunningJanus> | null = null;
  private folder: string | null = null;

  constructor(private readonly options: JanusProcessOptions) {}

  /** Whether the binary is installed at all (the clear error a clinician and an operator see otherwise). */
  installed(): boolean {
    const { binary } = this.options;
    if (binary.includes('/')) return existsSync(binary);
    return (process.env.PATH ?? '').split(':').some((dir) => existsSync(join(dir, binary)));
  }

  ensure(): Promise<RunningJanus> {
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.starting = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // End of input: the watcher stops Janus, and the shell exits with it.
      child.stdin?.end();
      await Promise.race([exited, delay(3000).then(() => killGroup(child, 'SIGKILL'))]);
    }
    if (this.folder) await rm(this.folder, { recursive: true, force: true });
    this.folder = null;
  }

  private async start(): Promise<RunningJanus> {
    if (!this.installed()) {
      throw new Error(`Janus is not installed: install Debian's package with "apt-get install janus"`);
    }
    if (!this.options.iceEnforceList && !hasNonLoopbackAddress()) {
      // Janus never offers loopback candidates: with nothing else, no browser could reach it.
      throw new Error(
        'Janus needs a network interface other than loopback for ICE: add one (see README, "Janus on one machine") ' +
          'and name it in JANUS_ICE_INTERFACES',
      );
    }
    const port = await freePort();
    const running: RunningJanus = {
      url: `ws://127.0.0.1:${port}`,
      apiSecret: secret(),
      roomAdminKey: secret(),
    };
    this.folder ??= await mkdtemp(join(tmpdir(), 'konsult-janus-'));
    await writeConfiguration(this.folder, port, running, this.options);

    const args = ['-F', this.folder, '-C', join(this.folder, 'janus.jcfg'), '-o'];
    // Janus must not outlive us, however we end (a crash or SIGKILL included): a shell runs it beside a reader of
    // our stdin pipe (kept on fd 3: a background job's own stdin is /dev/null), which the kernel closes when this
    // process dies; on end of input the reader stops Janus.
    const child = spawn(
      'sh',
      [
        '-c',
        'exec 3<&0; janus_bin="$1"; shift; "$janus_bin" "$@" </dev/null & j=$!; (cat <&3 >/dev/null; kill $j 2>/dev/null) & wait $j',
        'sh',
        this.options.binary,
        ...args,
      ],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
      },
    );
    this.child = child;
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 100) output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const failed = new Promise<never>((_, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`Janus exited (${code}) while starting:\n${output.join('')}`)));
    });
    failed.catch(() => undefined);
    const ready = Promise.race([waitForPort(port, START_TIMEOUT_MS), failed]).catch(async (error: unknown) => {
      killGroup(child, 'SIGKILL');
      throw error instanceof Error ? error : new Error(String(error));
    });
    child.once('exit', (code, signal) => {
      // Releases the watcher, should Janus have ended by itself.
      child.stdin?.end();
      if (this.child !== child) return;
      this.options.log(`Janus exited (${code ?? signal}); it is started again on the next call`);
      this.child = null;
      this.starting = null;
    });
    await ready;
    return running;
  }
}

async function writeConfiguration(folder: string, port: number, running: RunningJanus, options: JanusProcessOptions) {
  const allBut = (keep: string, names: string[]) =>
    names
      .filter((name) => name !== keep)
      .map((name) => `libjanus_${name}.so`)
      .join(',');
  const files: Record<string, string> = {
    'janus.jcfg': `general: {
  configs_folder = "${folder}"
  plugins_folder = "${LIB}/plugins"
  transports_folder = "${LIB}/transports"
  events_folder = "${LIB}/events"
  loggers_folder = "${LIB}/loggers"
  debug_level = 3
  api_secret = "${running.apiSecret}"
  session_timeout = 60
  server_name = "konsult"
}
media: {
  rtp_port_range = "${options.rtpPortRange}"
}
nat: {
  ice_ignore_list = "vmnet"${options.iceEnforceList ? `\n  ice_enforce_list = "${options.iceEnforceList}"` : ''}
}
plugins: {
  disable = "${allBut('videoroom', PLUGINS)}"
}
transports: {
  disable = "${allBut('websockets', TRANSPORTS)}"
}
events: {
  broadcast = false
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
`,
    'janus.transport.websockets.jcfg': `general: {
  json = "compact"
  ws = true
  ws_port = ${port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
    'janus.plugin.videoroom.jcfg': `general: {
  admin_key = "${running.roomAdminKey}"
  lock_rtp_forward = true
}
`,
  };
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(folder, name), text, { mode: 0o600 })));
}

const PLUGINS = [
  'audiobridge',
  'duktape',
  'echotest',
  'lua',
  'nosip',
  'recordplay',
  'sip',
  'streaming',
  'textroom',
  'videocall',
  'videoroom',
  'voicemail',
];
const TRANSPORTS = ['http', 'mqtt', 'nanomsg', 'pfunix', 'rabbitmq', 'websockets'];

/** The shell, Janus and the watcher share a process group (detached): signal them all. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function secret(): string {
  return randomBytes(24).toString('base64url');
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function hasNonLoopbackAddress(): boolean {
  return Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => !address.internal && address.family === 'IPv4'),
  );
}

/** Janus is ready once its WebSocket port accepts connections. */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await delay(50);
  }
  throw new Error(`Janus did not open port ${port} within ${timeoutMs} ms`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
