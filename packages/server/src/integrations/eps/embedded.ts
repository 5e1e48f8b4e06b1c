import { and, eq, inArray, isNull } from 'drizzle-orm';
import { EPS_FAULTS, type EpsFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { embeddedEpsPrescriptions } from '../../platform/db/schema';
import { EmbeddedFaultSwitch } from '../embedded-faults';
import { EpsError, type EpsCancelOutcome, type EpsOrder, type EpsService, type EpsStatus } from './eps-service';

/**
 * The embedded default: our database holds the EPS's own record of what it received (embedded_eps_prescriptions).
 * The pharmacy dispensing is `dispense` (the development route). Faults, switched while running or configured
 * (EPS_FAULT): eps_unavailable — the service is down, nothing received; nominated_pharmacy_unknown and
 * patient_not_traced — the Spine refuses the prescription, nothing received.
 */
export class EmbeddedEpsService implements EpsService {
  readonly faults: EmbeddedFaultSwitch<EpsFault>;

  constructor(
    private readonly db: Db,
    configuredFault: EpsFault | null = null,
  ) {
    this.faults = new EmbeddedFaultSwitch('eps', EPS_FAULTS, configuredFault, db);
  }

  async send(order: EpsOrder): Promise<void> {
    const fault = await this.faults.current();
    if (fault && fault !== 'eps_timeout') throw new EpsError(fault);
    await this.db
      .insert(embeddedEpsPrescriptions)
      .values({
        prescriptionId: order.prescriptionId,
        epsPrescriptionId: order.epsPrescriptionId,
        nhsNumber: order.patient.nhsNumber,
        pharmacyOdsCode: order.pharmacyOdsCode,
        items: [...order.items],
        receivedAt: new Date(),
      })
      .onConflictDoNothing({ target: embeddedEpsPrescriptions.prescriptionId });
    if (fault === 'eps_timeout') throw new EpsError('eps_timeout');
  }

  /** Unreachable (eps_unavailable) or not answering (eps_timeout): nothing is asked of it. */
  private async unreachable(): Promise<boolean> {
    const fault = await this.faults.current();
    return fault === 'eps_unavailable' || fault === 'eps_timeout';
  }

  async cancel(prescriptionId: string): Promise<EpsCancelOutcome> {
    if (await this.unreachable()) throw new EpsError('eps_unavailable');
    await this.db
      .update(embeddedEpsPrescriptions)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(embeddedEpsPrescriptions.prescriptionId, prescriptionId),
          isNull(embeddedEpsPrescriptions.dispensedAt),
          isNull(embeddedEpsPrescriptions.cancelledAt),
        ),
      );
    const [row] = await this.db
      .select()
      .from(embeddedEpsPrescriptions)
      .where(eq(embeddedEpsPrescriptions.prescriptionId, prescriptionId));
    if (!row) return 'unknown';
    return row.dispensedAt ? 'dispensed' : 'cancelled';
  }

  async status(prescriptionIds: readonly string[]): Promise<Map<string, EpsStatus>> {
    if (await this.unreachable()) throw new EpsError('eps_unavailable');
    const answer = new Map<string, EpsStatus>();
    if (prescriptionIds.length === 0) return answer;
    const rows = await this.db
      .select()
      .from(embeddedEpsPrescriptions)
      .where(inArray(embeddedEpsPrescriptions.prescriptionId, [...prescriptionIds]));
    for (const row of rows) {
      answer.set(
        row.prescriptionId,
        row.dispensedAt
          ? { status: 'DISPENSED', at: row.dispensedAt }
          : row.cancelledAt
            ? { status: 'CANCELLED', at: row.cancelledAt }
            : { status: 'SENT', at: null },
      );
    }
    return answer;
  }

  /**
   * The nominated pharmacy dispenses a prescription it received that is neither dispensed nor cancelled: false when
   * there is none such. Marking it in the WHERE clause makes a dispensing and a cancellation at once do one.
   */
  async dispense(prescriptionId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(embeddedEpsPrescriptions)
      .set({ dispensedAt: now })
      .where(
        and(
          eq(embeddedEpsPrescriptions.prescriptionId, prescriptionId),
          isNull(embeddedEpsPrescriptions.dispensedAt),
          isNull(embeddedEpsPrescriptions.cancelledAt),
        ),
      )
      .returning({ id: embeddedEpsPrescriptions.prescriptionId });
    return rows.length > 0;
  }
}
