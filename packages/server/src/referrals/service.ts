import { randomUUID } from 'node:crypto';
import {
  type ActivityType,
  canReceiveInternalReferral,
  INTERNAL_REFERRAL_MINUTES,
  type InternalReferralBody,
  type InternalReferralsResponse,
  type InterventionType,
  MARKET_TIME_ZONE,
  type PhysicalReferralBody,
  type Profession,
  professionTitle,
  REFERRAL_ERROR_KEYS,
  referralWindow,
  type ReferableCareFacilitiesResponse,
  type ReferralKind,
  type ReferralReceiversResponse,
  type RevisitSlotsResponse,
  type WallClockStart,
} from '@konsult/domain';
import { auditSuccess } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, notFound } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { findOwnMeeting, type OwnMeetingRow } from '../meetings/repo';
import { bookSlot, slotsInWindow, startInWindow } from '../scheduling/calendar';
import { findClinician, insertReferral, poolClinicians, referableFacilities, referralsFrom } from './repo';

/** Internal and physical referrals (domain/referrals/referrals.ts says what we decided and why). */

const timeZoneOf = (principal: Principal) => MARKET_TIME_ZONE[principal.pool.country];

const notAReceiver = () =>
  new AppError(400, REFERRAL_ERROR_KEYS.notAReceiver, 'That clinician cannot receive this referral.');

/** The clinician's own team an internal referral can go to. */
export async function referralReceivers({ db, principal }: ClinicianContext): Promise<ReferralReceiversResponse> {
  const team = await poolClinicians(db, principal.pool.id);
  return {
    clinicians: team
      .filter((c) => canReceiveInternalReferral({ id: principal.id, poolId: principal.pool.id }, c))
      .map(({ id, name, profession }) => ({ id, name, profession })),
  };
}

export async function referableCareFacilities({
  db,
  principal,
}: ClinicianContext): Promise<ReferableCareFacilitiesResponse> {
  return { careFacilities: await referableFacilities(db, principal.pool.country) };
}

/** Whether `clinicianId` can receive a referral from the principal, internally or at a referable clinic. */
async function isReceiver(db: Db, principal: Principal, clinicianId: string) {
  const candidate = await findClinician(db, clinicianId);
  if (!candidate) return false;
  if (canReceiveInternalReferral({ id: principal.id, poolId: principal.pool.id }, candidate)) return true;
  const facilities = await referableFacilities(db, principal.pool.country);
  return facilities.some((f) => f.clinicians.some((c) => c.id === clinicianId));
}

const outsideWindow = (window: { from: string; to: string }) =>
  new AppError(400, REFERRAL_ERROR_KEYS.outsideWindow, `Referrals can be booked from ${window.from} to ${window.to}.`);

/** The receiver's slots from today to 14 days ahead (or the part of that asked for). */
export async function referralSlots(
  { db, request, principal, access }: RequestContext<MeetingAccess>,
  query: { clinicianId: string; from?: string; to?: string },
  now: number,
): Promise<RevisitSlotsResponse> {
  if (!(await findOwnMeeting(db, access.meetingId, principal.id))) throw notFound();
  if (!(await isReceiver(db, principal, query.clinicianId))) throw notAReceiver();
  const timeZone = timeZoneOf(principal);
  const window = referralWindow(now, timeZone);
  const booking = { window, asked: query, outsideWindow: outsideWindow(window) };
  const slots = await slotsInWindow(db, query.clinicianId, booking, timeZone, now);
  await auditSuccess(db, request, 'referral.slots');
  return slots;
}

type Booking = {
  kind: ReferralKind;
  receiver: { id: string; profession: Profession };
  careFacility: { id: string; name: string } | null;
  start: WallClockStart;
  minutes: number;
  message: string;
};

const DIGITAL: ReadonlySet<InterventionType> = new Set(['VIDEO', 'PHONE', 'TEXT', 'CHAT']);

/** Books the receiver's slot: a meeting for them with the referral banner, and the referral row, in one go. */
async function book(
  { db, request, principal }: RequestContext<MeetingAccess>,
  origin: OwnMeetingRow,
  booking: Booking,
  now: number,
) {
  const timeZone = timeZoneOf(principal);
  const window = referralWindow(now, timeZone);
  const { start } = startInWindow(booking.start, timeZone, { window, outsideWindow: outsideWindow(window) });

  const activityType: ActivityType = booking.receiver.profession === 'PSYCHOLOGIST' ? 'MENTAL_HEALTH' : 'DEFAULT';
  // A physical referral is a clinic visit; an internal one is held the way the referring meeting was, or by video.
  const interventionType: InterventionType = booking.careFacility
    ? 'CLINIC'
    : DIGITAL.has(origin.meeting.interventionType)
      ? origin.meeting.interventionType
      : 'VIDEO';
  const internalReferralId = randomUUID();
  const meetingId = await bookSlot(
    db,
    {
      clinicianId: booking.receiver.id,
      start,
      timeZone,
      now,
      meeting: {
        patientId: origin.meeting.patientId,
        childId: origin.meeting.childId,
        activityType,
        interventionType,
        slotLengthMinutes: booking.minutes,
        // The patient confirms the time the colleague chose for them.
        isConfirmed: false,
        symptomsFormName: origin.meeting.symptomsFormName,
        symptomsSurveyInformationId: origin.meeting.symptomsSurveyInformationId,
        internalReferral: {
          bookerName: principal.name,
          bookerFacility: origin.careFacilityName ?? principal.pool.name,
          bookerCareTypeName: professionTitle(principal.profession, principal.pool.country),
          message: booking.message,
        },
      },
    },
    (tx, bookedMeetingId) =>
      insertReferral(tx, {
        id: internalReferralId,
        kind: booking.kind,
        originMeetingId: origin.meeting.id,
        patientId: origin.meeting.patientId,
        bookerClinicianId: principal.id,
        receivingClinicianId: booking.receiver.id,
        careTypeId: booking.receiver.profession,
        careFacilityId: booking.careFacility?.id ?? null,
        bookedMeetingId,
        message: booking.message,
        createdAt: new Date(now),
      }),
  );
  // The origin is the access's meeting, so its patient is the one audited; the resource is the meeting booked.
  await auditSuccess(db, request, booking.kind === 'PHYSICAL' ? 'referral.physical' : 'referral.internal', {
    type: 'meeting',
    id: meetingId,
  });
  return {
    internalReferralId,
    meetingId,
    startTimeInclusive: start,
    endTimeExclusive: start + booking.minutes * 60_000,
  };
}

async function ownOrigin({ db, principal, access }: RequestContext<MeetingAccess>) {
  const origin = await findOwnMeeting(db, access.meetingId, principal.id);
  if (!origin) throw notFound();
  return origin;
}

/** POST internalreferral: to a colleague of the clinician's own team, in their free slot. */
export async function createInternalReferral(
  context: RequestContext<MeetingAccess>,
  body: InternalReferralBody,
  now: number,
) {
  const { db, principal } = context;
  const origin = await ownOrigin(context);
  const receiver = await findClinician(db, body.receivingClinicianId);
  if (!receiver || !canReceiveInternalReferral({ id: principal.id, poolId: principal.pool.id }, receiver)) {
    throw notAReceiver();
  }
  if (receiver.profession !== body.careTypeId) {
    throw new AppError(400, REFERRAL_ERROR_KEYS.notAReceiver, 'The care type is not the receiving clinician’s.', [
      { path: 'body.careTypeId', code: 'mismatch', message: `The clinician is a ${receiver.profession}.` },
    ]);
  }
  return book(
    context,
    origin,
    {
      kind: 'INTERNAL',
      receiver,
      careFacility: null,
      start: body,
      minutes: INTERNAL_REFERRAL_MINUTES,
      message: body.message,
    },
    now,
  );
}

/** POST physicalreferral: a visit at a referable clinic of the market with one of its clinicians. */
export async function createPhysicalReferral(
  context: RequestContext<MeetingAccess>,
  body: PhysicalReferralBody,
  now: number,
) {
  const { db, principal } = context;
  const origin = await ownOrigin(context);
  const facility = (await referableFacilities(db, principal.pool.country)).find((f) => f.id === body.careFacilityId);
  if (!facility) {
    throw new AppError(400, REFERRAL_ERROR_KEYS.notReferable, 'Patients cannot be referred to that care facility.');
  }
  const receiver = facility.clinicians.find((c) => c.id === body.receivingClinicianId);
  if (!receiver) throw notAReceiver();
  return book(
    context,
    origin,
    {
      kind: 'PHYSICAL',
      receiver,
      careFacility: facility,
      start: body,
      minutes: body.durationMinutes,
      message: body.message,
    },
    now,
  );
}

/** The referrals made from the meeting, as the seed's internal and physical referral fields. */
export async function meetingReferrals(
  db: Db,
  meetingId: string,
): Promise<InternalReferralsResponse['internalReferrals']> {
  const rows = await referralsFrom(db, meetingId);
  return rows.map((r) => ({
    internalReferralId: r.id,
    kind: r.kind,
    careTypeId: r.careTypeId,
    profession: r.careTypeId,
    clinicianName: r.clinicianName,
    startTimeInclusive: r.start.getTime(),
    endTimeExclusive: r.start.getTime() + r.minutes * 60_000,
    careFacilityName: r.careFacilityName,
    message: r.message,
    meetingId: r.meetingId,
  }));
}

export async function listReferrals({
  db,
  request,
  access,
}: RequestContext<MeetingAccess>): Promise<InternalReferralsResponse> {
  const internalReferrals = await meetingReferrals(db, access.meetingId);
  await auditSuccess(db, request, 'referral.list');
  return { internalReferrals };
}
