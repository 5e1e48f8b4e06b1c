import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  applyEvaluationContext,
  missingFields,
  missingMeetingMeans,
  type ActivityType,
  type FinishMeetingBody,
  type FinishMeetingResponse,
  type FormValues,
  type MeetingMeans,
  type MissingField,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { meetings, patients } from '../platform/db/schema';
import { audit } from '../platform/audit';
import { AppError, conflict, forbidden } from '../platform/errors';
import type { Access, Principal } from '../platform/principal';
import { RecordsSystemError, type RecordsSystem } from '../integrations/records-system/records-system';
import { appendEntryEvent, findEntryByMeeting, findEvaluation, setEntrySigned } from '../medical-record/repo';
import { toEntry } from '../medical-record/mapper';
import { evaluationTemplateFor, noteTemplate } from '../medical-record/templates';
import { evaluationContext } from '../medical-record/service';

/**
 * Ends a meeting (seed 000 §4, 002 §4 "Finishing"): as a no-show, or completed — after checking
 * that nothing required is missing — with the note signed through the records system or left for
 * signing later. A refusal from the records system answers 502 with its catalogue key.
 */
export async function finishMeeting(
  db: Db,
  recordsSystem: RecordsSystem,
  request: FastifyRequest,
  principal: Principal,
  access: Access,
  body: FinishMeetingBody,
): Promise<FinishMeetingResponse> {
  const meetingId = access.meetingId!;
  const [meeting] = await db
    .select({
      status: meetings.status,
      activityType: meetings.activityType,
      meetingMeans: meetings.meetingMeans,
      isOneTimeUser: patients.gbIsOneTimeUser,
    })
    .from(meetings)
    .innerJoin(patients, eq(patients.id, meetings.patientId))
    .where(eq(meetings.id, meetingId));
  if (!meeting || meeting.status === 'CANCELLED' || meeting.status === 'REASSIGNED') {
    throw conflict('finish_meeting_error', 'This meeting can no longer be finished.');
  }
  const now = new Date();
  const entry = await findEntryByMeeting(db, meetingId);

  if (body.status === 'NO_SHOW') {
    if (body.sign) throw new AppError(400, 'invalid_input', 'A no-show is not signed.');
    await endMeeting(db, meetingId, 'NO_SHOW', now);
    await audit(db, request, {
      action: 'meeting.finish',
      outcome: 'success',
      patientId: access.patientId,
      resourceType: 'meeting',
      resourceId: meetingId,
    });
    return { status: 'NO_SHOW', entry: entry ? toEntry(entry) : null };
  }

  if (entry?.strickenAt) throw conflict('entry_stricken', 'This note has been struck.');
  const missing = await missingForFinish(db, principal, meetingId, meeting, entry?.values ?? {}, entry?.templateId);
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
  await audit(db, request, {
    action: signNow ? 'meeting.finish_signed' : 'meeting.finish',
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'meeting',
    resourceId: meetingId,
  });
  return { status: 'COMPLETED', entry: finalEntry ? toEntry(finalEntry) : null };
}

async function endMeeting(db: Db, meetingId: string, status: 'COMPLETED' | 'NO_SHOW', now: Date): Promise<void> {
  const [current] = await db
    .select({ actualEndTime: meetings.actualEndTime })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  await db
    .update(meetings)
    .set({ status, actualEndTime: current?.actualEndTime ?? now, updatedAt: now })
    .where(eq(meetings.id, meetingId));
}

/**
 * The note's and the evaluation's required fields left empty, and a one-time web user's unanswered meeting means
 * (seed 000 §5); later issues add their blockers here.
 */
async function missingForFinish(
  db: Db,
  principal: Principal,
  meetingId: string,
  meeting: { activityType: ActivityType; isOneTimeUser: boolean; meetingMeans: MeetingMeans | null },
  noteValues: FormValues,
  noteTemplateId: string | undefined,
): Promise<MissingField[]> {
  const note = missingFields(noteTemplate(principal, noteTemplateId), noteValues);
  const means = missingMeetingMeans(meeting);
  const saved = await findEvaluation(db, meetingId);
  const template = evaluationTemplateFor(principal, meeting, saved);
  if (!template) return [...note, ...means];
  const { values } = applyEvaluationContext(template, saved?.values ?? {}, await evaluationContext(db, meetingId));
  return [...note, ...missingFields(template, values), ...means];
}
