import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** The one database handle the server holds: a typed query builder over either driver. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** Runs a multi-statement SQL script in one transaction, serialised across processes. */
  runScript(sql: string): Promise<void>;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel (cross-instance fan-out, architecture §1). `onGap` is
   * called when the listening connection dropped and notifications may be missed until `onResume`,
   * so that a subscriber holding derived state can drop it and stop trusting it meanwhile.
   */
  listen(channel: string, subscriber: Subscriber): Promise<void>;
  /**
   * Whether the database answers now, for /api/health: cheap enough to ask on every request (on PostgreSQL it
   * is the listening connection's state, checked with a `SELECT 1` at most once a second).
   */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null };

/** Serialises migrations and seeding when several server processes start on one database. */
const SCRIPT_LOCK_KEY = 7_261_001;
/** How long opening the listening connection may take before it is tried again. */
const CONNECT_TIMEOUT_MS = 3000;
/** How often /api/health may ask PostgreSQL itself, and how long the question may take. */
const PROBE_INTERVAL_MS = 1000;
const PROBE_TIMEOUT_MS = 1000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    async listen(channel, { onMessage }) {
      // One in-process connection: nothing can drop, so there is never a gap.
      await client.listen(channel, onMessage);
    },
    // In this process: it is there as long as the server is.
    reachable: async () => !client.closed,
    async runScript(sql) {
      // PGlite is one connection in this process, so its own transaction is already exclusive.
      await client.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // While PostgreSQL is away (restarting) a new connection is refused at once and the request answers 503 (app.ts);
  // the pool opens connections on demand, so it serves again as soon as the server does.
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server dropped (a restart, an administrator, a dropped test database) is only
  // discarded: the pool opens another when next needed. Unhandled, this event would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // Fail at start-up, with the driver's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const listener = new PgListener(url);
  return {
    kind: 'postgres',
    listen: (channel, subscriber) => listener.listen(channel, subscriber),
    reachable: () => listener.reachable(),
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    async runScript(sql) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT pg_advisory_xact_lock(${SCRIPT_LOCK_KEY})`);
        await client.query(sql);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Raw SQL for the rare query the builder cannot express; both drivers answer with `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Subscriber = { onMessage: (payload: string) => void; onGap?: () => void; onResume?: () => void };

/**
 * LISTEN needs a connection of its own (pooled ones come and go); it reconnects after a drop. Its state is also what
 * /api/health reports (`reachable`).
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Subscriber[]>();
  private closed = false;
  private probe: { at: number; answer: Promise<boolean> } | null = null;

  constructor(private readonly url: string) {}

  /**
   * Whether PostgreSQL answers: false at once while the listening connection is down (a restart closes it, and it
   * is opened again every second), else a `SELECT 1` on it, asked at most once a second and shared by every caller.
   */
  async reachable(): Promise<boolean> {
    if (!this.client) {
      // Nothing listens yet, so nothing is reconnecting: opening the connection is the question.
      if (this.channels.size === 0 && !this.closed) {
        return withTimeout(
          this.connect().then(
            () => true,
            () => false,
          ),
          PROBE_TIMEOUT_MS,
          false,
        );
      }
      return false;
    }
    const now = Date.now();
    if (!this.probe || now - this.probe.at >= PROBE_INTERVAL_MS) {
      const client = this.client;
      this.probe = {
        at: now,
        answer: withTimeout(
          client.query('SELECT 1').then(
            () => true,
            () => false,
          ),
          PROBE_TIMEOUT_MS,
          false,
        ),
      };
    }
    return this.probe.answer;
  }

  async listen(channel: string, subscriber: Subscriber): Promise<void> {
    const subscribers = this.channels.get(channel) ?? [];
    subscribers.push(subscriber);
    this.channels.set(channel, subscribers);
    const client = await this.connect();
    if (subscribers.length === 1) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end();
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    // Keep-alive: a connection whose peer vanished without closing it is found out by the operating system.
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      for (const s of this.channels.get(message.channel) ?? []) s.onMessage(message.payload ?? '');
    });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    for (const subscribers of this.channels.values()) for (const s of subscribers) s.onResume?.();
    return client;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.probe = null;
    for (const subscribers of this.channels.values()) for (const s of subscribers) s.onGap?.();
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed) return;
    setTimeout(() => void this.connect().catch(() => this.reconnectLater()), 1000).unref();
  }
}

/** `promise`'s answer, or `fallback` if it takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether an error means PostgreSQL could not be reached or dropped the connection (restarting, shutting down,
 * the network), rather than that the statement was wrong: such a request may simply be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
      // Class 08: connection exception; 57P01–57P03: admin shutdown, crash shutdown, cannot connect now.
      if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message))) return true;
  }
  return false;
}

const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** What node-postgres says, without a code, when the connection ends under a query or cannot be opened in time. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
];

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot query built and prepared once per database handle: drizzle skips rebuilding the SQL, and
 * PostgreSQL skips re-planning it. `name` must be unique across the app.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db, name));
  return byName.get(name) as T;
}
