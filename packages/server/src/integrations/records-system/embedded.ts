import { asc, eq } from 'drizzle-orm';
import type { SigningErrorKey } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { recordsSystemAccessWarnings } from '../../platform/db/schema';
import { RecordsSystemError, type RecordsSystem, type SignRequest } from './records-system';

/**
 * The embedded default: konsult's own database is the record, so signing has nothing to hand
 * over. `fault` (config RECORDS_SYSTEM_FAULT) makes every signing fail with that key, so each
 * branch of the error catalogue can be exercised end to end.
 *
 * Its access warnings live in records_system_access_warnings (demo data gives some patients one); without a
 * database (a test's own instance) it knows none. A `fault` of prn_no_access_to_house_error also stands for a
 * house the pool cannot reach, so every patient then carries that warning too.
 */
export class EmbeddedRecordsSystem implements RecordsSystem {
  constructor(
    public fault: SigningErrorKey | null = null,
    private readonly db: Db | null = null,
  ) {}

  async accessWarnings(patientId: string): Promise<string[]> {
    const stored = this.db
      ? await this.db
          .select({ code: recordsSystemAccessWarnings.code })
          .from(recordsSystemAccessWarnings)
          .where(eq(recordsSystemAccessWarnings.patientId, patientId))
          .orderBy(asc(recordsSystemAccessWarnings.code))
      : [];
    const codes = stored.map((row) => row.code);
    const house = 'prn_no_access_to_house_error';
    return this.fault === house && !codes.includes(house) ? [house, ...codes] : codes;
  }

  async sign(_request: SignRequest): Promise<void> {
    if (this.fault) throw new RecordsSystemError(this.fault);
  }
}
