import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { embeddedFaults } from '../platform/db/schema';

/**
 * The fault an embedded default of an external system fails with (architecture §6): the one last switched while the
 * app runs (the development page; stored in embedded_faults, so every instance on the database sees it), else the
 * configured one. A stored fault the system no longer knows reads as none rather than failing every call. Without
 * a database (a test's own instance) it lives in memory.
 */
export class EmbeddedFaultSwitch<F extends string> {
  constructor(
    private readonly system: string,
    private readonly known: readonly F[],
    private configured: F | null,
    private readonly db: Db | null,
  ) {}

  async current(): Promise<F | null> {
    if (!this.db) return this.configured;
    const [row] = await this.db
      .select({ fault: embeddedFaults.fault })
      .from(embeddedFaults)
      .where(eq(embeddedFaults.system, this.system));
    if (!row) return this.configured;
    return (this.known as readonly string[]).includes(row.fault ?? '') ? (row.fault as F) : null;
  }

  /** Switches the fault for every instance on this database; null: no fault. */
  async set(fault: F | null): Promise<void> {
    if (!this.db) {
      this.configured = fault;
      return;
    }
    await this.db
      .insert(embeddedFaults)
      .values({ system: this.system, fault })
      .onConflictDoUpdate({ target: embeddedFaults.system, set: { fault, setAt: new Date() } });
  }
}
