import {
  isValidInsurerEmail,
  type InsuranceClaimInfoResponse,
  type InsurerConsultationResponse,
  type InsurerFormDataResponse,
  type InsurerProfileResponse,
  type PatientEmailResponse,
  type SetPatientEmailBody,
} from '@konsult/domain';
import { InsurerError, type InsurerRequester, type InsurerSystem } from '../integrations/insurer/insurer-system';
import { auditRefused, auditSuccess, type AuditedResource } from '../platform/audit';
import { AppError, forbidden, notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';

/** The audit actions of the insurer routes (access-log/parts.ts maps their first words). */
export const INSURER_AUDIT = {
  profile: 'insurer_profile.read',
  consultation: 'insurer_consultation.read',
  claim: 'insurer_claim.read',
  emailRead: 'insurer_patient_email.read',
  emailSet: 'insurer_patient_email.set',
  formData: 'insurer_form_data.read',
  outcomesRead: 'insurer_outcome.read',
  outcomeChoose: 'insurer_outcome.choose',
  outcomeDecide: 'insurer_outcome.decide',
  outcomeSelfPay: 'insurer_outcome.self_pay',
  outcomeDelete: 'insurer_outcome.delete',
} as const;

const UNAVAILABLE_MESSAGE = "The insurer's system cannot be reached right now. Nothing was changed; try again.";

/** The resource an insurer route's audit row names: the meeting when the route has one, else the patient. */
function resourceOf(ctx: RequestContext): AuditedResource {
  return ctx.access.meetingId
    ? { type: 'meeting', id: ctx.access.meetingId }
    : { type: 'patient', id: ctx.access.patientId };
}

/**
 * Only a GB clinician of an insurer-partnership pool reads or writes a member's insurer data (seed 002 §6): anyone
 * else with the care relationship is refused (403), the refusal audited.
 */
export async function requireInsurerClinician(ctx: RequestContext, action: string): Promise<void> {
  const pool = ctx.principal.pool;
  if (pool.country === 'GB' && pool.partnershipKind === 'INSURER') return;
  await auditRefused(ctx, action, 'denied', resourceOf(ctx));
  throw forbidden('Only clinicians of an insurer partnership may reach the insurer’s data.');
}

/** Who asks the insurer (seed 002 §7 headers): the clinician, and the meeting when the route names one. */
export const requester = (ctx: RequestContext): InsurerRequester => ({
  requesterId: ctx.principal.id,
  meetingId: ctx.access.meetingId,
});

/**
 * Runs one insurer call for the clinician: the partnership check, the call, and its audit row — success, or failure
 * with 503 insurer_unavailable (nothing changed) when the insurer cannot answer.
 */
export async function withInsurer<T>(ctx: RequestContext, action: string, call: () => Promise<T>): Promise<T> {
  await requireInsurerClinician(ctx, action);
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    if (!(error instanceof InsurerError)) throw error;
    await auditRefused(ctx, action, 'failure', resourceOf(ctx));
    throw new AppError(503, error.key, UNAVAILABLE_MESSAGE);
  }
  await auditSuccess(ctx.db, ctx.request, action, resourceOf(ctx));
  return answer;
}

/** The path's user must be the meeting's patient: another is the same 404 as a missing one. */
function requireMeetingPatient(ctx: RequestContext, userId: string): void {
  if (userId !== ctx.access.patientId) throw notFound();
}

export async function insurerProfile(
  ctx: RequestContext,
  insurer: InsurerSystem,
  query: { entityID?: string; partnerID?: string },
): Promise<InsurerProfileResponse> {
  const profile = await withInsurer(ctx, INSURER_AUDIT.profile, () =>
    insurer.getUserProfile(query.entityID || null, query.partnerID || null, ctx.access.patientId, requester(ctx)),
  );
  return { profile };
}

export async function insurerConsultation(
  ctx: RequestContext,
  insurer: InsurerSystem,
  query: { entityId?: string; partnerId?: string },
): Promise<InsurerConsultationResponse> {
  const consultation = await withInsurer(ctx, INSURER_AUDIT.consultation, () =>
    insurer.getConsultation(query.entityId || null, query.partnerId || null, ctx.access.patientId, requester(ctx)),
  );
  return { consultation };
}

export async function insuranceClaimInfo(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
  kryUserId: string,
): Promise<InsuranceClaimInfoResponse> {
  requireMeetingPatient(ctx, kryUserId);
  const claim = await withInsurer(ctx, INSURER_AUDIT.claim, () =>
    insurer.getInsuranceClaimInfo(kryUserId, ctx.access.meetingId, requester(ctx)),
  );
  return { claim };
}

export async function patientEmail(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
  userId: string,
): Promise<PatientEmailResponse> {
  requireMeetingPatient(ctx, userId);
  const email = await withInsurer(ctx, INSURER_AUDIT.emailRead, () =>
    insurer.getPatientEmail(ctx.access.meetingId, userId, requester(ctx)),
  );
  return { email };
}

export async function setPatientEmail(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
  userId: string,
  body: SetPatientEmailBody,
): Promise<PatientEmailResponse> {
  requireMeetingPatient(ctx, userId);
  await requireInsurerClinician(ctx, INSURER_AUDIT.emailSet);
  if (body.user_id !== userId || body.meeting_id !== ctx.access.meetingId) {
    throw new AppError(400, 'invalid_input', 'user_id and meeting_id must be the meeting and the user of the path.', [
      { path: body.user_id !== userId ? 'user_id' : 'meeting_id', code: 'mismatch', message: 'Not the path’s.' },
    ]);
  }
  // Seed 002 §5's account-holder pattern (local part at most 64 characters), as the report will check it.
  if (!isValidInsurerEmail(body.email)) {
    throw new AppError(422, 'invalid_email', 'Enter a valid e-mail address.', [
      { path: 'email', code: 'invalid_email', message: 'Not a valid e-mail address.' },
    ]);
  }
  await withInsurer(ctx, INSURER_AUDIT.emailSet, () =>
    insurer.setPatientEmail(ctx.access.meetingId, userId, body.email, requester(ctx)),
  );
  return { email: body.email };
}

export async function insurerFormData(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
): Promise<InsurerFormDataResponse> {
  const exists = await withInsurer(ctx, INSURER_AUDIT.formData, () =>
    insurer.formDataExists(ctx.access.meetingId, requester(ctx)),
  );
  return { exists };
}
