import type { SigningErrorKey } from '@konsult/domain';
import { RecordsSystemError, type RecordsSystem, type SignRequest } from './records-system';

/**
 * The embedded default: konsult's own database is the record, so signing has nothing to hand
 * over. `fault` (config RECORDS_SYSTEM_FAULT) makes every signing fail with that key, so each
 * branch of the error catalogue can be exercised end to end.
 */
export class EmbeddedRecordsSystem implements RecordsSystem {
  constructor(public fault: SigningErrorKey | null = null) {}

  async sign(_request: SignRequest): Promise<void> {
    if (this.fault) throw new RecordsSystemError(this.fault);
  }
}
