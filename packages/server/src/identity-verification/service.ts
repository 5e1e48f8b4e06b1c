import { randomUUID } from 'node:crypto';
import {
  type LatestIdentityVerificationResponse,
  type VerificationEvent,
  type VerifyIdentityBody,
} from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import { auditSuccess } from '../platform/audit';
import { conflict } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import {
  cancelMeeting,
  findLatestVerification,
  findMeetingForCheck,
  findPreviousOutcome,
  insertVerificationEvent,
} from './repo';
import { findLatestKbvSessionId } from './checks-repo';
import { requireUk } from './checks-service';

/**
 * A UK clinician accepts or rejects the patient's identity (seed 000 §4). The event is stored per
 * seed 000 §3; a rejection cancels the meeting with its reason (the screen then ends the call and
 * goes home), and gives back the B2B ticket appointment the meeting took, if any.
 */
export async function verifyIdentity(
  ctx: RequestContext<MeetingAccess>,
  tickets: B2bTicketSystem,
  body: VerifyIdentityBody,
): Promise<VerificationEvent> {
  const { db, request, principal, access } = ctx;
  await requireUk(ctx, 'identity.verify');
  const { meetingId } = access;
  const meeting = await findMeetingForCheck(db, meetingId);
  if (!meeting || ['COMPLETED', 'CANCELLED', 'REASSIGNED', 'NO_SHOW'].includes(meeting.status)) {
    throw conflict('meeting_ended', 'This meeting has ended.');
  }
  const previousOutcome = await findPreviousOutcome(db, access.patientId);
  const now = new Date();
  const rejectionReason = body.outcome === 'Reject' ? body.rejection_reason : null;
  const event = {
    id: randomUUID(),
    meetingId,
    userId: access.patientId,
    patientId: meeting.childId ?? access.patientId,
    meetingType: meeting.childId ? ('Child' as const) : ('Adult' as const),
    previousStatus: previousOutcome ?? ('Unverified' as const),
    checkTime: now,
    verifyingClinicianId: principal.id,
    outcome: body.outcome,
    rejectionReason,
    kbvFreeTextAnswer: body.kbv_free_text_answer || null,
  };
  await db.transaction(async (tx) => {
    await insertVerificationEvent(tx, event);
    if (rejectionReason) {
      await cancelMeeting(tx, meetingId, `identity:${rejectionReason}`, now);
      // A revisit a B2B ticket paid for gives its appointment back: the patient was not seen.
      await tickets.returnAppointment(tx, { activityId: meetingId });
    }
  });
  await auditSuccess(db, request, body.outcome === 'Accept' ? 'identity.accept' : 'identity.reject');
  return {
    user_id: event.userId,
    patient_id: event.patientId,
    meeting_type: event.meetingType,
    previous_status: event.previousStatus,
    check_time: now.getTime(),
    verifying_clinician_id: principal.id,
    outcome: event.outcome,
    rejection_reason: rejectionReason,
    kbv_free_text_answer: event.kbvFreeTextAnswer,
  };
}

/**
 * The patient's latest identity verification (seed 001 §7 "identity-verification/method/latest"), for the
 * consultation's identity panel: how, with what outcome, when and by whom, and whether a KBV answer was given.
 * `latest` is null when the patient has never been checked. It also names the patient's latest knowledge-based
 * verification session (null: none), whose state the patient tab reads next. UK only, as the check itself.
 */
export async function getLatestVerification(ctx: RequestContext): Promise<LatestIdentityVerificationResponse> {
  const { db, request, access } = ctx;
  await requireUk(ctx, 'identity_verification.read');
  const row = await findLatestVerification(db, access.patientId);
  const kbvSessionId = await findLatestKbvSessionId(db, access.patientId);
  await auditSuccess(db, request, 'identity_verification.read');
  if (!row) return { latest: null, kbvSessionId };
  const { event } = row;
  return {
    kbvSessionId,
    latest: {
      method: 'clinician_check',
      outcome: event.outcome,
      rejectionReason: event.rejectionReason,
      checkTime: event.checkTime.getTime(),
      meetingId: event.meetingId,
      meetingType: event.meetingType,
      verifyingClinician: { id: event.verifyingClinicianId, name: row.clinicianName },
      kbvState: event.kbvFreeTextAnswer ? 'answered' : 'not_asked',
    },
  };
}
