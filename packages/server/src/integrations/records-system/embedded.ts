import { asc, eq } from 'drizzle-orm';
import { SIGNING_ERROR_KEYS, type SigningErrorKey } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { embeddedFaults, recordsSystemAccessWarnings } from '../../platform/db/schema';
import { RecordsSystemError, type RecordsSystem, type SignRequest } from './records-system';

const SYSTEM = 'records-system';

/**
 * The embedded default: konsult's own database is the record, so signing has nothing to hand
 * over. A fault makes every signing fail with that key, so each branch of the error catalogue can
 * be exercised end to end: `fault` is the configured one (RECORDS_SYSTEM_FAULT), and `setFault`
 * switches it while the app runs (the development page), stored in embedded_faults so that every
 * instance on the database sees it.
 *
 * Its access warnings live in records_system_access_warnings (demo data gives some patients one); without a
 * database (a test's own instance) it knows none. A fault of prn_no_access_to_house_error also stands for a
 * house the pool cannot reach, so every patient then carries that warning too.
 */
export class EmbeddedRecordsSystem implements RecordsSystem {
  constructor(
    public fault: SigningErrorKey | null = null,
    private readonly db: Db | null = null,
  ) {}

  /** The fault in force: the one last set while running, else the configured one. */
  async currentFault(): Promise<SigningErrorKey | null> {
    if (!this.db) return this.fault;
    const [row] = await this.db
      .select({ fault: embeddedFaults.fault })
      .from(embeddedFaults)
      .where(eq(embeddedFaults.system, SYSTEM));
    return row ? asSigningKey(row.fault) : this.fault;
  }

  /** Switches the fault for every instance on this database; null signs normally again. */
  async setFault(fault: SigningErrorKey | null): Promise<void> {
    if (!this.db) {
      this.fault = fault;
      return;
    }
    await this.db
      .insert(embeddedFaults)
      .values({ system: SYSTEM, fault })
      .onConflictDoUpdate({ target: embeddedFaults.system, set: { fault, setAt: new Date() } });
  }

  async accessWarnings(patientId: string): Promise<string[]> {
    const [stored, fault] = await Promise.all([
      this.db
        ? this.db
            .select({ code: recordsSystemAccessWarnings.code })
            .from(recordsSystemAccessWarnings)
            .where(eq(recordsSystemAccessWarnings.patientId, patientId))
            .orderBy(asc(recordsSystemAccessWarnings.code))
        : [],
      this.currentFault(),
    ]);
    const codes = stored.map((row) => row.code);
    const house = 'prn_no_access_to_house_error';
    return fault === house && !codes.includes(house) ? [house, ...codes] : codes;
  }

  async sign(_request: SignRequest): Promise<void> {
    const fault = await this.currentFault();
    if (fault) throw new RecordsSystemError(fault);
  }
}

/** A stored fault the catalogue no longer knows reads as none rather than failing every signing. */
function asSigningKey(value: string | null): SigningErrorKey | null {
  return (SIGNING_ERROR_KEYS as readonly string[]).includes(value ?? '') ? (value as SigningErrorKey) : null;
}
