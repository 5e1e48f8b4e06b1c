import {
  LOCALES,
  POLLEN_MESSAGE_SUBJECT,
  pollenDenialMessage,
  type AcceptPrescriptionBody,
  type DenyPrescriptionBody,
  type Locale,
  type PrescriptionDecisionResponse,
} from '@konsult/domain';
import { eq } from 'drizzle-orm';
import { sendClinicianFilesWithin } from '../messaging/service';
import { auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { meetings, prescriptionDecisions } from '../platform/db/schema';
import { AppError, conflict } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { rejectionContext } from './renewal-repo';
import { meetingHasPrescription } from './repo';
import { mayPrescribe } from './service';

/**
 * The pollen text prescription (seed 000 §4, §6, §7, §9; issue 17). Step 1 decides whether the patient is eligible;
 * accepting records it and the prescription follows in the prescription panel; denying records the reason, sets the
 * meeting's prescriptionDenied and sends the patient the message (the complementary-questions reason with a button
 * to book a revisit). One decision a meeting: "already accepted" once there is a prescription or an acceptance,
 * "already denied" once there is a denial. Only where the pollen guidelines apply (FEATURE_POLLEN_GUIDELINES).
 */

async function decisionOf(db: Db, meetingId: string) {
  return firstOrNull(db.select().from(prescriptionDecisions).where(eq(prescriptionDecisions.meetingId, meetingId)));
}

export async function prescriptionDecision(ctx: RequestContext<MeetingAccess>): Promise<PrescriptionDecisionResponse> {
  const [row, prescribed] = await Promise.all([
    decisionOf(ctx.db, ctx.access.meetingId),
    meetingHasPrescription(ctx.db, ctx.access.meetingId),
  ]);
  await auditSuccess(ctx.db, ctx.request, 'prescription_decision.read');
  return {
    decision: row?.decision ?? null,
    alreadyAccepted: prescribed || row?.decision === 'ACCEPTED',
    alreadyDenied: row?.decision === 'DENIED',
  };
}

async function requireDecider(ctx: RequestContext<MeetingAccess>, action: string, enabled: boolean): Promise<void> {
  if (enabled && mayPrescribe(ctx.principal)) return;
  await auditRefused(ctx, action, 'denied', { type: 'meeting', id: ctx.access.meetingId });
  throw new AppError(403, 'forbidden', 'The pollen prescription is for doctors in Sweden under the pollen guidelines.');
}

/** One decision a meeting: the second is a 409 that says which was made. */
async function requireUndecided(ctx: RequestContext<MeetingAccess>): Promise<void> {
  const now = await prescriptionDecision(ctx);
  if (now.alreadyDenied) throw conflict('prescription_already_denied', 'The prescription was denied already.');
  if (now.alreadyAccepted) throw conflict('prescription_already_accepted', 'The prescription was accepted already.');
}

export async function acceptPrescription(
  ctx: RequestContext<MeetingAccess>,
  _body: AcceptPrescriptionBody,
  enabled: boolean,
  now: Date,
): Promise<PrescriptionDecisionResponse> {
  await requireDecider(ctx, 'prescription_decision.accept', enabled);
  await requireUndecided(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(prescriptionDecisions).values({
      meetingId: ctx.access.meetingId,
      decision: 'ACCEPTED',
      decidedBy: ctx.principal.id,
      decidedAt: now,
    });
    await auditSuccessWithin(tx, ctx.request, 'prescription_decision.accept');
  });
  return { decision: 'ACCEPTED', alreadyAccepted: true, alreadyDenied: false };
}

export async function denyPrescription(
  ctx: RequestContext<MeetingAccess>,
  body: DenyPrescriptionBody,
  enabled: boolean,
  now: Date,
): Promise<PrescriptionDecisionResponse> {
  await requireDecider(ctx, 'prescription_decision.deny', enabled);
  const meeting = await rejectionContext(ctx.db, ctx.access.meetingId);
  const locale: Locale = (LOCALES as readonly string[]).includes(meeting?.language ?? '')
    ? (meeting!.language as Locale)
    : 'sv';
  const text = pollenDenialMessage(body.reason, body.message, locale);
  if (!text) {
    throw new AppError(400, 'invalid_input', 'Write the message to the patient.', [
      { path: 'body.message', code: 'required', message: 'The message must not be empty for reason_other.' },
    ]);
  }
  await requireUndecided(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(prescriptionDecisions).values({
      meetingId: ctx.access.meetingId,
      decision: 'DENIED',
      reason: body.reason,
      decidedBy: ctx.principal.id,
      decidedAt: now,
    });
    await tx.update(meetings).set({ prescriptionDenied: true }).where(eq(meetings.id, ctx.access.meetingId));
    await sendClinicianFilesWithin(
      tx,
      ctx,
      {
        subject: POLLEN_MESSAGE_SUBJECT[locale],
        body: text.message,
        ...(text.bookRevisitButton ? { hasButton: true, buttonType: 'book_revisit' } : {}),
      },
      [],
    );
    await auditSuccessWithin(tx, ctx.request, 'prescription_decision.deny');
  });
  return { decision: 'DENIED', alreadyAccepted: false, alreadyDenied: true };
}
