import {
  applyEvaluationContext,
  missingFields,
  missingMeetingMeans,
  type FinishMeetingBody,
  type EvaluationContext,
  type MeetingMeansInput,
  type FinishMeetingResponse,
  type FormValues,
  type MissingField,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { audit, auditSuccess } from '../platform/audit';
import { AppError, conflict, forbidden } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { RecordsSystemError, type RecordsSystem } from '../integrations/records-system/records-system';
import { appendEntryEvent, findEntryByMeeting, findEvaluation, setEntrySigned } from '../medical-record/repo';
import { toEntry } from '../medical-record/mapper';
import { evaluationTemplateFor, noteTemplate } from '../medical-record/templates';
import type { ActionFacts, FinishingMeeting, FinishingStep } from '../actions/action-module';
import { endMeeting, findFinishingMeeting } from './repo';

/**
 * Ends a meeting (seed 000 §4, 002 §4 "Finishing"): as a no-show, or completed — after checking
 * that nothing required is missing — with the note signed through the records system or left for
 * signing later. A refusal from the records system answers 502 with its catalogue key.
 */
export async function finishMeeting(
  context: RequestContext<MeetingAccess>,
  recordsSystem: RecordsSystem,
  actions: ActionFacts,
  body: FinishMeetingBody,
): Promise<FinishMeetingResponse> {
  const { db, request, principal, access } = context;
  const meetingId = access.meetingId;
  const meeting = await findFinishingMeeting(db, meetingId);
  if (!meeting || meeting.status === 'CANCELLED' || meeting.status === 'REASSIGNED') {
    throw conflict('finish_meeting_error', 'This meeting can no longer be finished.');
  }
  const now = new Date();
  const entry = await findEntryByMeeting(db, meetingId);

  if (body.status === 'NO_SHOW') {
    if (body.sign) throw new AppError(400, 'invalid_input', 'A no-show is not signed.');
    await endMeeting(db, meetingId, 'NO_SHOW', now);
    await auditSuccess(db, request, 'meeting.finish');
    return { status: 'NO_SHOW', entry: entry ? toEntry(entry) : null };
  }

  if (entry?.strickenAt) throw conflict('entry_stricken', 'This note has been struck.');
  const finishing = finishingMeetingOf(principal, meetingId, meeting, await actions.evaluationContext(db, meetingId));
  const missing = await missingForFinish(db, actions, principal, finishing, entry?.values ?? {}, entry?.templateId);
  if (missing.length > 0) {
    throw new AppError(
      409,
      'missing_fields',
      'Required fields are missing.',
      missing.map((m) => ({ path: m.name, code: 'required', message: m.section })),
    );
  }
  if (body.sign && !principal.signingEnabled) throw forbidden('Notes are not signed in your country.');
  if (body.sign && !entry) throw new AppError(409, 'entry_content_id_mismatch', 'There is no note to sign.');

  // Seed 002 §4: what the actions do before the meeting ends (the insurer's outcome report is sent first).
  const step: FinishingStep = {
    context,
    meeting: finishing,
    entry: entry ? { templateId: entry.templateId, values: entry.values } : null,
    sign: body.sign,
    now,
  };
  await actions.beforeFinish(step);

  const signNow = body.sign && entry && !entry.signedAt;
  if (signNow) {
    try {
      await recordsSystem.sign({
        entryId: entry.id,
        entryContentId: entry.entryContentId,
        meetingId,
        patientId: access.patientId,
        clinicianId: principal.id,
      });
    } catch (error) {
      if (!(error instanceof RecordsSystemError)) throw error;
      await audit(db, request, {
        action: 'record_entry.sign',
        outcome: 'failure',
        patientId: access.patientId,
        resourceType: 'medical-record-entry',
        resourceId: entry.id,
      });
      throw new AppError(502, error.key, 'The records system did not accept the signature.');
    }
  }
  const finalEntry = await db.transaction(async (tx) => {
    await endMeeting(tx, meetingId, 'COMPLETED', now);
    if (!signNow) return entry;
    await appendEntryEvent(tx, { entryId: entry.id, action: 'signed', clinicianId: principal.id, at: now });
    return setEntrySigned(tx, entry.id, principal.id, now);
  });
  await auditSuccess(db, request, signNow ? 'meeting.finish_signed' : 'meeting.finish');
  await actions.afterFinish(step);
  return { status: 'COMPLETED', entry: finalEntry ? toEntry(finalEntry) : null };
}

/**
 * What stops the meeting from ending (seed 000 §5): the note's and the evaluation's required fields left empty (the
 * evaluation with what the meeting's actions force on it), a one-time web user's unanswered meeting means, and what
 * each registered action leaves unfinished.
 */
async function missingForFinish(
  db: Db,
  actions: ActionFacts,
  principal: Principal,
  meeting: FinishingMeeting & MeetingMeansInput,
  noteValues: FormValues,
  noteTemplateId: string | undefined,
): Promise<MissingField[]> {
  const note = missingFields(noteTemplate(principal, meeting, noteTemplateId), noteValues);
  const means = missingMeetingMeans(meeting);
  const [saved, blockers] = await Promise.all([findEvaluation(db, meeting.id), actions.finishBlockers(db, meeting)]);
  const template = evaluationTemplateFor(principal, meeting, saved);
  const evaluation = template
    ? missingFields(template, applyEvaluationContext(template, saved?.values ?? {}, meeting.facts).values)
    : [];
  return [...note, ...evaluation, ...means, ...blockers];
}

/** The meeting as the actions' blockers and finishing steps see it. */
function finishingMeetingOf(
  principal: Principal,
  meetingId: string,
  meeting: NonNullable<Awaited<ReturnType<typeof findFinishingMeeting>>>,
  facts: EvaluationContext,
): FinishingMeeting & MeetingMeansInput {
  return {
    id: meetingId,
    patientId: meeting.patientId,
    isOneTimeUser: meeting.isOneTimeUser,
    activityType: meeting.activityType,
    meetingMeans: meeting.meetingMeans,
    clinician: {
      id: principal.id,
      country: principal.pool.country,
      profession: principal.profession,
      partnershipKind: principal.pool.partnershipKind,
    },
    facts,
  };
}
