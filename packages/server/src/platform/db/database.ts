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
  close(): Promise<void>;
}

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null };

/** Serialises migrations and seeding when several server processes start on one database. */
const SCRIPT_LOCK_KEY = 7_261_001;

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

/** LISTEN needs a connection of its own (pooled ones come and go); it reconnects after a drop. */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Subscriber[]>();
  private closed = false;

  constructor(private readonly url: string) {}

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
    const client = new pg.Client({ connectionString: this.url });
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
    for (const subscribers of this.channels.values()) for (const s of subscribers) s.onGap?.();
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed) return;
    setTimeout(() => void this.connect().catch(() => this.reconnectLater()), 1000).unref();
  }
}

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
