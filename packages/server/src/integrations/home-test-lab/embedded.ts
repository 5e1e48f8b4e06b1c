import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { blockingKind, HOME_TEST_FAULTS, type HomeTestFault } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { homeTestLabOrders, homeTestLabPatients } from '../../platform/db/schema';
import { EmbeddedFaultSwitch } from '../embedded-faults';
import { HomeTestLabError, type HomeTestLab, type LabOrderRequest } from './home-test-lab';

/** PostgreSQL's unique_violation: the portal's own one-active-order-of-a-kind index. */
const UNIQUE_VIOLATION = '23505';

/**
 * The embedded default: our database holds the portal's patient register (home_test_lab_patients) and the kits it
 * has taken (home_test_lab_orders). It answers as Labportalen does:
 * - a patient with a protected identity (skyddad identitet) is refused: the address may not be given out;
 * - in Sweden a patient needs a portal account (user guid) to receive the answer; the register records patients
 *   without one; a patient it has never seen is enrolled with a new account on first order;
 * - the register's name for the patient is missing (the population register did not give it): refused;
 * - an active kit of the same kind (COVID, chlamydia) for the patient: already_ordered;
 * - an order id it has taken already answers that order (ours is the client's requestId, so a repeat is one kit).
 * A cancelled kit no longer counts as active.
 * Fault (HOMETEST_FAULT, or PUT /api/dev/faults/hometest in demo mode): home_test_lab_unavailable.
 */
export class EmbeddedHomeTestLab implements HomeTestLab {
  readonly faults: EmbeddedFaultSwitch<HomeTestFault>;

  constructor(
    private readonly db: Db,
    configuredFault: HomeTestFault | null = null,
  ) {
    this.faults = new EmbeddedFaultSwitch('hometest', HOME_TEST_FAULTS, configuredFault, db);
  }

  async order(request: LabOrderRequest): Promise<{ labOrderId: string }> {
    await this.available();
    const known = await this.taken(request.orderId);
    if (known) return known;

    const { idNumber } = request.patient;
    const [registered] = await this.db
      .select()
      .from(homeTestLabPatients)
      .where(eq(homeTestLabPatients.idNumber, idNumber));
    if (registered?.protectedIdentity) {
      throw new HomeTestLabError('patient_protected_identity', 'The patient has a protected identity.');
    }
    if (request.market === 'SE' && registered && !registered.userGuid) {
      throw new HomeTestLabError('missing_labportalen_user_guid', 'The patient has no Labportalen account.');
    }
    const nameMissing = request.patient.givenName.trim() === '' || request.patient.familyName.trim() === '';
    if (registered?.nameMissing || nameMissing) {
      throw new HomeTestLabError('patient_missing_name', 'The lab has no name for the patient.');
    }
    if (!registered) {
      await this.db
        .insert(homeTestLabPatients)
        .values({ idNumber, userGuid: request.market === 'SE' ? crypto.randomUUID() : null })
        .onConflictDoNothing();
    }
    const kind = blockingKind(request.hometestType);
    if (kind) {
      const [active] = await this.db
        .select({ id: homeTestLabOrders.id })
        .from(homeTestLabOrders)
        .where(
          and(
            eq(homeTestLabOrders.idNumber, idNumber),
            isNotNull(homeTestLabOrders.blockingKind),
            eq(homeTestLabOrders.blockingKind, kind),
            ne(homeTestLabOrders.state, 'CANCELLED'),
          ),
        );
      if (active) return this.sameOrder(request.orderId);
    }
    try {
      await this.db.insert(homeTestLabOrders).values({
        id: request.orderId,
        market: request.market,
        idNumber,
        hometestType: request.hometestType,
        blockingKind: kind,
        state: 'ORDERED',
        shippingAddress: request.shippingAddress,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return this.sameOrder(request.orderId);
      throw error;
    }
    return { labOrderId: request.orderId };
  }

  /** Marks the kit cancelled; an order it never took, or one cancelled already, is left as it is. */
  async cancel(orderId: string): Promise<void> {
    await this.available();
    await this.db
      .update(homeTestLabOrders)
      .set({ state: 'CANCELLED' })
      .where(and(eq(homeTestLabOrders.id, orderId), ne(homeTestLabOrders.state, 'CANCELLED')));
  }

  private async available(): Promise<void> {
    if ((await this.faults.current()) === 'home_test_lab_unavailable') {
      throw new HomeTestLabError('home_test_lab_unavailable', 'The lab portal is not available.');
    }
  }

  private async taken(orderId: string): Promise<{ labOrderId: string } | null> {
    const [known] = await this.db
      .select({ id: homeTestLabOrders.id })
      .from(homeTestLabOrders)
      .where(eq(homeTestLabOrders.id, orderId));
    return known ? { labOrderId: known.id } : null;
  }

  /**
   * An active kit of the kind is in the way: already_ordered, unless it is this very order, taken a moment ago by the
   * same request sent twice at once (a double click, a retry racing the first): that one is answered it.
   */
  private async sameOrder(orderId: string): Promise<{ labOrderId: string }> {
    const known = await this.taken(orderId);
    if (known) return known;
    throw alreadyOrdered();
  }
}

const alreadyOrdered = () =>
  new HomeTestLabError('already_ordered', 'The patient already has an active kit of this kind.');

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
