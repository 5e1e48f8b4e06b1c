import {
  blockingKind,
  CANCELLABLE_HOME_TEST_STATES,
  decideHomeTestOrder,
  ERROR_KEYS,
  HOME_TEST_ERROR_KEYS,
  homeTestCancellable,
  homeTestChoices,
  type HomeTestMarket,
  type HomeTestOfferContext,
  type HomeTestOrderResponse,
  type HomeTestOrdersResponse,
  type HomeTestType,
  type ShippingAddress,
  type ShippingAddressResponse,
} from '@konsult/domain';
import { HomeTestLabError, type HomeTestLab } from '../integrations/home-test-lab/home-test-lab';
import { findOwnMeeting, type OwnMeetingRow } from '../meetings/repo';
import { auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import { AppError, conflict, forbidden, notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { toHomeTestOrder } from './mapper';
import { activePatientHomeTests, cancelHomeTestOrder, findHomeTest, insertHomeTest, meetingHomeTests } from './repo';

/**
 * Home tests in Sweden and Norway (issue 18; seed 000 §3, §5, §8; seed 002 §3, §9). Who may do what:
 * - a doctor or nurse of the market's pool (the action definitions' `treatsInClinic`), in a meeting of their own
 *   (else 404, the same as a missing one), while home tests are switched on (FEATURE_HOME_TEST_ORDERS); in Norway
 *   never in a child meeting (the kits are for adults, home-test.actions.ts): 403 otherwise;
 * - the kit must be offered for the meeting (domain/home-tests: symptom form, sex, region) and no active order of
 *   its kind may exist for the patient (409 already_ordered), then the lab portal may still refuse it with one of the
 *   seed's codes. Every read, order and refusal is audited.
 * - the order's id is the client's requestId, and the lab's too: a repeat (a retry after an error or a lost answer, a
 *   double click) answers the order already taken, and the lab posts one kit;
 * - an order not yet answered may be cancelled, at the lab and here; then it blocks no more.
 */

type Context = RequestContext<MeetingAccess>;

const ACTION = {
  list: 'home_test.list',
  address: 'home_test.shipping_address',
  order: 'home_test.order',
  cancel: 'home_test.cancel',
} as const;

const MARKET_NAME: Record<HomeTestMarket, string> = { SE: 'Sweden', NO: 'Norway' };

/** The clinician's own meeting, when they may order this market's home tests in it; else 404 or an audited 403. */
async function orderingMeeting(ctx: Context, market: HomeTestMarket, action: string, enabled: boolean) {
  const meeting = await findOwnMeeting(ctx.db, ctx.access.meetingId, ctx.principal.id);
  if (!meeting) throw notFound();
  const { principal } = ctx;
  const refusal = !enabled
    ? 'Home tests are not switched on.'
    : principal.pool.country !== market
      ? `These home tests are for clinicians in ${MARKET_NAME[market]}.`
      : principal.profession !== 'DOCTOR' && principal.profession !== 'NURSE'
        ? 'Home tests are ordered by doctors and nurses.'
        : market === 'NO' && meeting.meeting.childId
          ? 'Home tests are not ordered in a meeting about a child.'
          : null;
  if (refusal) {
    await auditRefused(ctx, action, 'denied', { type: 'meeting', id: meeting.meeting.id });
    throw forbidden(refusal);
  }
  return meeting;
}

function offerContext(market: HomeTestMarket, { meeting, patient }: OwnMeetingRow): HomeTestOfferContext {
  return { market, symptomsFormName: meeting.symptomsFormName, gender: patient.gender, zip: patient.zip };
}

/** The patient's registered address as the default shipping address; null when it is incomplete or abroad. */
function registeredAddress(market: HomeTestMarket, { patient }: OwnMeetingRow): ShippingAddress | null {
  const { address, zip, city } = patient;
  if (!address?.trim() || !zip?.trim() || !city?.trim()) return null;
  if ((patient.addressCountry ?? patient.country) !== market) return null;
  return { address, zip, city, country: market };
}

export type HomeTestOptions = { lab: HomeTestLab; enabled: boolean };

/** GET: the meeting's orders (`hometests`) and the kits offered now, each blocked while one of its kind is active. */
export async function listHomeTests(
  ctx: Context,
  market: HomeTestMarket,
  options: HomeTestOptions,
): Promise<HomeTestOrdersResponse> {
  const meeting = await orderingMeeting(ctx, market, ACTION.list, options.enabled);
  const [ordered, active] = await Promise.all([
    meetingHomeTests(ctx.db, meeting.meeting.id),
    activePatientHomeTests(ctx.db, meeting.meeting.patientId),
  ]);
  await auditSuccess(ctx.db, ctx.request, ACTION.list);
  return { hometests: ordered.map(toHomeTestOrder), offered: homeTestChoices(offerContext(market, meeting), active) };
}

/** GET: the default shipping address, from the patient's registered address. */
export async function defaultShippingAddress(
  ctx: Context,
  market: HomeTestMarket,
  options: HomeTestOptions,
): Promise<ShippingAddressResponse> {
  const meeting = await orderingMeeting(ctx, market, ACTION.address, options.enabled);
  await auditSuccess(ctx.db, ctx.request, ACTION.address);
  const { givenName, familyName } = meeting.patient;
  return {
    patientName: `${givenName} ${familyName}`.trim(),
    shippingAddress: registeredAddress(market, meeting),
  };
}

export type HomeTestOrderInput = {
  requestId: string;
  hometestLabportalenTestType: HomeTestType;
  patientId: string;
  customShippingAddress: ShippingAddress | null;
};

const alreadyOrdered = () =>
  new AppError(
    409,
    HOME_TEST_ERROR_KEYS.alreadyOrdered,
    'The patient already has an active home test of this kind. It must be cancelled before another is ordered.',
  );

/** The lab portal's refusal in the one error shape. */
function fromLab(error: HomeTestLabError): AppError {
  switch (error.key) {
    case 'already_ordered':
      return alreadyOrdered();
    case 'patient_protected_identity':
      return new AppError(422, error.key, 'The patient has a protected identity: the lab cannot post a kit.');
    case 'missing_labportalen_user_guid':
      return new AppError(422, error.key, 'The patient has no Labportalen account to receive the answer in.');
    case 'patient_missing_name':
      return new AppError(422, error.key, 'The lab has no name for the patient.');
    default:
      return new AppError(
        503,
        HOME_TEST_ERROR_KEYS.unavailable,
        'The lab portal is not available. Nothing was ordered.',
      );
  }
}

/**
 * POST: orders the kit from the lab portal and records it, with its audit in the same transaction; a refusal orders
 * nothing and is audited as a failure. The id is the body's requestId: sent again, it answers the order already
 * stored (201 as the first time) and orders nothing; after a lost answer the lab, idempotent by the id, answers the
 * kit it took, and the order is recorded then.
 */
export async function orderHomeTest(
  ctx: Context,
  market: HomeTestMarket,
  body: HomeTestOrderInput,
  options: HomeTestOptions,
): Promise<HomeTestOrderResponse> {
  const meeting = await orderingMeeting(ctx, market, ACTION.order, options.enabled);
  // The body names the meeting's patient; any other is as unknown as a missing one.
  if (body.patientId !== meeting.meeting.patientId) throw notFound();
  const resource = { type: 'meeting', id: meeting.meeting.id };
  const type = body.hometestLabportalenTestType;
  const id = body.requestId;
  const repeat = () => storedOrder(ctx, id, meeting.meeting.id);

  const stored = await repeat();
  if (stored) return stored;

  const decision = decideHomeTestOrder(
    type,
    offerContext(market, meeting),
    await activePatientHomeTests(ctx.db, meeting.meeting.patientId),
  );
  if (!decision.ok) {
    // The same request sent twice at once, the other kept between our two lookups: the order in the way is this one.
    const kept = decision.reason === 'already_ordered' ? await repeat() : null;
    if (kept) return kept;
    await auditRefused(ctx, ACTION.order, 'denied', resource);
    if (decision.reason === 'already_ordered') throw alreadyOrdered();
    throw new AppError(422, HOME_TEST_ERROR_KEYS.notOffered, 'This home test is not offered in this meeting.');
  }

  const shippingAddress = body.customShippingAddress ?? registeredAddress(market, meeting);
  if (!shippingAddress) {
    throw new AppError(400, HOME_TEST_ERROR_KEYS.noShippingAddress, 'The patient has no registered address.', [
      { path: 'body.customShippingAddress', code: 'required', message: 'Give the address to post the kit to.' },
    ]);
  }

  let labOrderId: string;
  try {
    ({ labOrderId } = await options.lab.order({
      orderId: id,
      market,
      hometestType: type,
      patient: {
        idNumber: meeting.patient.idNumber,
        givenName: meeting.patient.givenName,
        familyName: meeting.patient.familyName,
      },
      shippingAddress,
      orderingClinician: { id: ctx.principal.id, name: ctx.principal.name },
    }));
  } catch (error) {
    if (!(error instanceof HomeTestLabError)) throw error;
    // The same request sent twice at once, the other kept a moment ago: a portal may call its own kit in the way.
    const kept = error.key === 'already_ordered' ? await repeat() : null;
    if (kept) return kept;
    await auditRefused(ctx, ACTION.order, 'failure', resource);
    throw fromLab(error);
  }

  const inserted = await ctx.db.transaction(async (tx) => {
    const row = {
      id,
      meetingId: meeting.meeting.id,
      patientId: meeting.meeting.patientId,
      orderingClinicianId: ctx.principal.id,
      market,
      hometestType: type,
      blockingKind: blockingKind(type),
      state: 'ORDERED' as const,
      shippingAddress,
      labOrderId,
    };
    if (!(await insertHomeTest(tx, row))) return false;
    await auditSuccessWithin(tx, ctx.request, ACTION.order, { type: 'home-test-order', id });
    return true;
  });
  if (!inserted) {
    // The same request sent twice at once: the other kept it, and this one answers it.
    const kept = await repeat();
    if (kept) return kept;
    // Another order of the kind was kept a moment ago. The kit the lab just took would be posted without our record
    // of it, and block the patient there for good: it is cancelled again.
    await options.lab.cancel(id).catch((error: unknown) => {
      ctx.request.log.error(
        { err: error, orderId: id },
        'a home-test kit refused here could not be cancelled at the lab',
      );
    });
    await auditRefused(ctx, ACTION.order, 'denied', resource);
    throw alreadyOrdered();
  }
  const order = await findHomeTest(ctx.db, id);
  if (!order) throw new Error('home test order vanished after insert');
  return { hometest: toHomeTestOrder(order) };
}

/**
 * The order stored under a request id, audited as answered again; null when there is none. It is answered as it was
 * taken, even if the wizard's choices changed since (the confirmation then shows what was ordered): the lab took that.
 */
async function storedOrder(ctx: Context, id: string, meetingId: string): Promise<HomeTestOrderResponse | null> {
  const stored = await findHomeTest(ctx.db, id);
  if (!stored) return null;
  if (stored.meetingId !== meetingId) {
    await auditRefused(ctx, ACTION.order, 'denied', { type: 'meeting', id: meetingId });
    throw conflict(ERROR_KEYS.conflict, 'This request id belongs to another home-test order.');
  }
  await auditSuccess(ctx.db, ctx.request, ACTION.order, { type: 'home-test-order', id });
  return { hometest: toHomeTestOrder(stored) };
}

const notCancellable = () =>
  conflict(HOME_TEST_ERROR_KEYS.notCancellable, "The home test's answer is back: it can no longer be cancelled.");

/**
 * POST: cancels one of the meeting's patient's orders (from whichever meeting) that is not yet answered: at the lab
 * first, so that no kit goes out that we call cancelled, then here with its audit in one transaction. An order
 * cancelled already is answered as it is; another patient's, or an unknown one, 404.
 */
export async function cancelHomeTest(
  ctx: Context,
  market: HomeTestMarket,
  orderId: string,
  options: HomeTestOptions,
): Promise<HomeTestOrderResponse> {
  const meeting = await orderingMeeting(ctx, market, ACTION.cancel, options.enabled);
  const order = await findHomeTest(ctx.db, orderId);
  if (!order || order.patientId !== meeting.meeting.patientId || order.market !== market) {
    await auditRefused(ctx, ACTION.cancel, 'denied', { type: 'meeting', id: meeting.meeting.id });
    throw notFound();
  }
  const resource = { type: 'home-test-order', id: order.id };
  if (order.state === 'CANCELLED') {
    await auditSuccess(ctx.db, ctx.request, ACTION.cancel, resource);
    return { hometest: toHomeTestOrder(order) };
  }
  if (!homeTestCancellable(order.state)) {
    await auditRefused(ctx, ACTION.cancel, 'denied', resource);
    throw notCancellable();
  }

  try {
    await options.lab.cancel(order.id);
  } catch (error) {
    if (!(error instanceof HomeTestLabError)) throw error;
    await auditRefused(ctx, ACTION.cancel, 'failure', resource);
    throw new AppError(
      503,
      HOME_TEST_ERROR_KEYS.unavailable,
      'The lab portal is not available. Nothing was cancelled.',
    );
  }

  const cancelled = await ctx.db.transaction(async (tx) => {
    if (!(await cancelHomeTestOrder(tx, order.id, CANCELLABLE_HOME_TEST_STATES))) return false;
    await auditSuccessWithin(tx, ctx.request, ACTION.cancel, resource);
    return true;
  });
  const now = await findHomeTest(ctx.db, order.id);
  if (!now) throw new Error('home test order vanished while cancelled');
  if (!cancelled) {
    // Someone else got there first: cancelled by a colleague at the same moment (done), or its answer came back.
    if (now.state !== 'CANCELLED') {
      await auditRefused(ctx, ACTION.cancel, 'denied', resource);
      throw notCancellable();
    }
    await auditSuccess(ctx.db, ctx.request, ACTION.cancel, resource);
  }
  return { hometest: toHomeTestOrder(now) };
}

/** Taken actions: the meeting's home-test orders. */
export async function meetingHomeTestOrders(db: Context['db'], meetingId: string) {
  return (await meetingHomeTests(db, meetingId)).map(toHomeTestOrder);
}
