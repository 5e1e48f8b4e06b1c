import { and, eq, isNull } from 'drizzle-orm';
import { LAB_FAULTS, type LabFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { embeddedLabOrders } from '../../platform/db/schema';
import { EmbeddedFaultSwitch } from '../embedded-faults';
import { LabError, type LabDelivery, type LabOrder, type LabPortal } from './lab-portal';
import { plausibleResults } from './results';

/**
 * The embedded default: our database holds the lab's own record of what it received (embedded_lab_orders). The lab
 * answering is `deliver` (the development route): plausible results for the tests ordered, once per referral.
 * Fault, switched while running or configured (LAB_FAULT): lab_unavailable — the portal is down, nothing received.
 */
export class EmbeddedLabPortal implements LabPortal {
  readonly faults: EmbeddedFaultSwitch<LabFault>;

  constructor(
    private readonly db: Db,
    configuredFault: LabFault | null = null,
  ) {
    this.faults = new EmbeddedFaultSwitch('lab', LAB_FAULTS, configuredFault, db);
  }

  async send(order: LabOrder): Promise<void> {
    if ((await this.faults.current()) === 'lab_unavailable') throw new LabError('lab_unavailable');
    await this.db
      .insert(embeddedLabOrders)
      .values({
        referralId: order.referralId,
        patientIdNumber: order.patient.idNumber,
        siteId: order.site.id,
        testCodes: [...order.testCodes],
        commentToLab: order.commentToLab,
        receivedAt: new Date(),
      })
      .onConflictDoNothing();
  }

  /**
   * The lab answers a referral it received and has not answered yet: null when there is none such. Marking it
   * delivered in the WHERE clause makes two deliveries at once answer once.
   */
  async deliver(referralId: string, now: Date): Promise<LabDelivery | null> {
    const [order] = await this.db
      .update(embeddedLabOrders)
      .set({ deliveredAt: now })
      .where(and(eq(embeddedLabOrders.referralId, referralId), isNull(embeddedLabOrders.deliveredAt)))
      .returning();
    if (!order) return null;
    return { referralId, reportedAt: now, results: plausibleResults(referralId, order.testCodes) };
  }

  /** Undoes a delivery whose results could not be stored, so it can be delivered again. */
  async undeliver(referralId: string): Promise<void> {
    await this.db
      .update(embeddedLabOrders)
      .set({ deliveredAt: null })
      .where(eq(embeddedLabOrders.referralId, referralId));
  }
}
