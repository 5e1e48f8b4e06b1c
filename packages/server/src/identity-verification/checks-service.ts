import {
  isIdentityVerificationOffered,
  kbvStateAt,
  type KbvStateResponse,
  type PhotoIdCheckResponse,
  type ScrMissingResponse,
} from '@konsult/domain';
import { isUuid } from '../platform/access';
import { auditRefused, auditSuccess } from '../platform/audit';
import { forbidden, notFound } from '../platform/errors';
import type { RequestContext } from '../platform/http';
import { findKbvSession, findLatestPdsTrace, findLatestPhotoIdCheck } from './checks-repo';

/**
 * The identity service's records about a GB patient (seed 001 §7), for the patient tab's identity panel: a
 * knowledge-based verification session, the NHS tracing with whether the Summary Care Record is missing, and the
 * photo-ID check. UK only, as the clinician's own check. A patient never checked is an answer (null), not a 404.
 * Every refusal is audited as denied, as every read is audited as a success.
 */
export async function requireUk(ctx: RequestContext, action: string): Promise<void> {
  if (isIdentityVerificationOffered(ctx.principal.pool.country)) return;
  await auditRefused(ctx, action, 'denied', { type: 'patient', id: ctx.access.patientId });
  throw forbidden('Identity verification is for UK clinicians.');
}

/** One KBV session of the patient, by its id (the latest-method answer names the latest). Another's id is a 404. */
export async function getKbvState(ctx: RequestContext, kbvId: string, now = new Date()): Promise<KbvStateResponse> {
  const { db, request, access } = ctx;
  await requireUk(ctx, 'identity_kbv.read');
  const session = isUuid(kbvId) ? await findKbvSession(db, access.patientId, kbvId) : null;
  if (!session) {
    await auditRefused(ctx, 'identity_kbv.read', 'denied', { type: 'kbv-session', id: kbvId });
    throw notFound();
  }
  await auditSuccess(db, request, 'identity_kbv.read', { type: 'kbv-session', id: session.id });
  return {
    kbv: {
      kbvId: session.id,
      state: kbvStateAt(session.status, session.expiresAt.getTime(), now.getTime()),
      questionsAnswered: session.questionsAnswered,
      questionsTotal: session.questionsTotal,
      createdAt: session.createdAt.getTime(),
      startedAt: session.startedAt?.getTime() ?? null,
      completedAt: session.completedAt?.getTime() ?? null,
      expiresAt: session.expiresAt.getTime(),
    },
  };
}

/** The patient's latest NHS tracing on PDS and whether their Summary Care Record is missing; null when never traced. */
export async function getScrMissing(ctx: RequestContext): Promise<ScrMissingResponse> {
  const { db, request, access } = ctx;
  await requireUk(ctx, 'identity_tracing.read');
  const trace = await findLatestPdsTrace(db, access.patientId);
  await auditSuccess(db, request, 'identity_tracing.read');
  if (!trace) return { trace: null };
  return {
    trace: {
      tracedAt: trace.tracedAt.getTime(),
      outcome: trace.tracedNhsNumber ? 'traced' : 'no_match',
      nhsNumber: trace.tracedNhsNumber,
      scrMissing: !trace.scrAvailable,
    },
  };
}

/** The patient's latest photo-ID (Onfido) check: status, document type, when; never images. Null when never asked. */
export async function getPhotoIdCheck(ctx: RequestContext): Promise<PhotoIdCheckResponse> {
  const { db, request, access } = ctx;
  await requireUk(ctx, 'identity_photo_id.read');
  const check = await findLatestPhotoIdCheck(db, access.patientId);
  await auditSuccess(db, request, 'identity_photo_id.read');
  if (!check) return { check: null };
  return {
    check: {
      status: check.status,
      documentType: check.documentType,
      requestedAt: check.requestedAt.getTime(),
      checkedAt: check.checkedAt?.getTime() ?? null,
    },
  };
}
