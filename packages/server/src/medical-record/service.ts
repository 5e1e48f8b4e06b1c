import { randomUUID } from 'node:crypto';
import {
  valueIssues,
  type EntryAuditResponse,
  type Evaluation,
  type EvaluationResponse,
  type EntryResponse,
  type FormTemplate,
  type FormValues,
  type MedicalRecordEntry,
  type RecordEntry,
  type SaveEntryBody,
  type SaveEvaluationBody,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import type { StoredValues } from '../platform/db/schema';
import type { ActionFacts } from '../actions/action-module';
import { auditSuccess } from '../platform/audit';
import { AppError, conflict, forbidden, notFound } from '../platform/errors';
import type { EntryAccess, MeetingAccess, RequestContext } from '../platform/http';
import { strikeHistoryEntry } from '../record-history/service';
import {
  appendEntryEvent,
  completeMeeting,
  findEntry,
  findEntryByMeeting,
  findEvaluation,
  findMeetingFacts,
  insertEntry,
  listEntryEvents,
  saveEvaluationValues,
  setEntrySigned,
  setEntryStricken,
  updateEntryValues,
  type EntryRow,
} from './repo';
import { toEntry, toEvaluation } from './mapper';
import { evaluationTemplateFor, noteTemplate } from './templates';

export const staleVersion = () =>
  conflict('stale_version', 'Someone saved this form after you opened it. Reload it or keep your version.');
const entryLocked = (row: EntryRow) =>
  row.strickenAt
    ? conflict('entry_stricken', 'This note has been struck and can no longer be changed.')
    : conflict('entry_signed', 'This note is signed. Unsign it to change it.');

function assertValues(template: FormTemplate, values: FormValues): void {
  const issues = valueIssues(template, values);
  if (issues.length) throw new AppError(400, 'invalid_input', 'Some values do not fit the form.', issues);
}

/**
 * The note an unsign or strike changed, as its audit row names it: by the id the database holds (the path's id finds
 * the note case-insensitively, and may be in upper case).
 */
const noteResource = (entry: EntryRow) => ({ type: 'medical-record-entry', id: entry.id });

async function meetingOf(db: Db, meetingId: string) {
  const row = await findMeetingFacts(db, meetingId);
  if (!row) throw notFound();
  return row;
}

export async function getEntry({
  db,
  request,
  principal,
  access,
}: RequestContext<MeetingAccess>): Promise<EntryResponse> {
  const [row, meeting] = await Promise.all([
    findEntryByMeeting(db, access.meetingId),
    findMeetingFacts(db, access.meetingId),
  ]);
  await auditSuccess(db, request, 'record_entry.read');
  return { entry: row ? toEntry(row) : null, templateId: noteTemplate(principal, meeting, row?.templateId).id };
}

/**
 * Saves the note with optimistic concurrency: `version` names the version the clinician edited
 * (0 before the first save). A write against an older version is refused with 409, never merged
 * or overwritten; a signed or stricken note is refused too (and a trigger refuses it again).
 */
export async function saveEntry(
  { db, request, principal, access }: RequestContext<MeetingAccess>,
  body: SaveEntryBody,
): Promise<MedicalRecordEntry> {
  const meetingId = access.meetingId;
  const now = new Date();
  const [existing, meeting] = await Promise.all([findEntryByMeeting(db, meetingId), findMeetingFacts(db, meetingId)]);
  const template = noteTemplate(principal, meeting, existing?.templateId);
  assertValues(template, body.values);
  const values = body.values as StoredValues;

  let saved: EntryRow | null;
  if (!existing) {
    if (body.version !== 0) throw staleVersion();
    saved = await insertEntry(db, {
      id: randomUUID(),
      entryContentId: randomUUID(),
      meetingId,
      patientId: access.patientId,
      clinicianId: principal.id,
      templateId: template.id,
      values,
      version: 1,
      shareEntry: body.share_entry ?? false,
      createdAt: now,
      updatedAt: now,
    });
    if (saved) await appendEntryEvent(db, { entryId: saved.id, action: 'created', clinicianId: principal.id, at: now });
  } else {
    if (existing.signedAt || existing.strickenAt) throw entryLocked(existing);
    if (existing.version !== body.version) throw staleVersion();
    saved = await updateEntryValues(db, existing.id, body.version, {
      values,
      shareEntry: body.share_entry ?? existing.shareEntry,
      now,
    });
    if (saved) await appendEntryEvent(db, { entryId: saved.id, action: 'saved', clinicianId: principal.id, at: now });
  }
  if (!saved) throw staleVersion();
  // The route names the meeting; the row names the note saved (created by the first save).
  await auditSuccess(db, request, 'record_entry.save', { type: 'medical-record-entry', id: saved.id });
  return toEntry(saved);
}

export async function unsignEntry({ db, request, principal, access }: RequestContext<EntryAccess>, reason: string) {
  if (!principal.signingEnabled) throw forbidden('Notes are not signed in your country.');
  const entry = await findEntry(db, access.entryId);
  if (!entry) throw notFound();
  if (entry.strickenAt) throw entryLocked(entry);
  if (!entry.signedAt) throw conflict('entry_not_signed', 'This note is not signed.');
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const unsigned = await setEntrySigned(tx, entry.id, null, now);
    await appendEntryEvent(tx, { entryId: entry.id, action: 'unsigned', clinicianId: principal.id, reason, at: now });
    return unsigned;
  });
  await auditSuccess(db, request, 'record_entry.unsign', noteResource(entry));
  return toEntry(row);
}

/** The strike route takes an entry of either kind (seed 001 §4: the record history strikes both). */
export async function strikeAnyEntry(
  context: RequestContext<EntryAccess>,
  reason: string,
): Promise<MedicalRecordEntry | RecordEntry> {
  return context.access.entrySource === 'records-system'
    ? strikeHistoryEntry(context, reason)
    : strikeEntry(context, reason);
}

/** Strikes the note (seed 000 §4): marks it stricken with the reason and ends the meeting. */
export async function strikeEntry({ db, request, principal, access }: RequestContext<EntryAccess>, reason: string) {
  if (!principal.strikingEnabled) throw forbidden('Notes cannot be struck in your country.');
  const entry = await findEntry(db, access.entryId);
  if (!entry) throw notFound();
  if (entry.strickenAt) throw entryLocked(entry);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const stricken = await setEntryStricken(tx, entry.id, principal.id, reason, now);
    await appendEntryEvent(tx, { entryId: entry.id, action: 'stricken', clinicianId: principal.id, reason, at: now });
    await completeMeeting(tx, entry.meetingId, now);
    return stricken;
  });
  await auditSuccess(db, request, 'record_entry.strike', noteResource(entry));
  return toEntry(row);
}

export async function entryHistory({ db, request, access }: RequestContext<EntryAccess>): Promise<EntryAuditResponse> {
  // The records system keeps its own entries' history; konsult has only its notes' events.
  if (access.entrySource !== 'konsult') throw notFound();
  const events = await listEntryEvents(db, access.entryId);
  await auditSuccess(db, request, 'record_entry.history');
  return { events: events.map((e) => ({ ...e, at: e.at.getTime() })) };
}

/** The meeting's saved evaluation, if any, and the template it is (or would be) written in. */
async function evaluationOf({ db, principal, access }: RequestContext<MeetingAccess>) {
  const [meeting, saved] = await Promise.all([meetingOf(db, access.meetingId), findEvaluation(db, access.meetingId)]);
  return { saved, template: evaluationTemplateFor(principal, meeting, saved) };
}

/**
 * The evaluation with what the meeting's actions force on it (seed 002 §4): a prescription, a lab or specialist
 * referral or a sick note made in the meeting, as the registered action modules report them.
 */
export async function getEvaluation(
  context: RequestContext<MeetingAccess>,
  actions: ActionFacts,
): Promise<EvaluationResponse> {
  const { db, request, access } = context;
  const meetingId = access.meetingId;
  const { saved, template } = await evaluationOf(context);
  await auditSuccess(db, request, 'evaluation.read');
  return {
    evaluation: saved ? toEvaluation(saved) : null,
    templateId: template?.id ?? null,
    context: await actions.evaluationContext(db, meetingId),
  };
}

export async function saveEvaluation(
  context: RequestContext<MeetingAccess>,
  body: SaveEvaluationBody,
): Promise<Evaluation> {
  const { db, request, principal, access } = context;
  const meetingId = access.meetingId;
  const { saved, template } = await evaluationOf(context);
  if (!template) throw forbidden('Meetings in your country have no evaluation.');
  assertValues(template, body.values);
  if ((saved?.version ?? 0) !== body.version) throw staleVersion();
  const row = await saveEvaluationValues(
    db,
    {
      meetingId,
      patientId: access.patientId,
      templateId: template.id,
      values: body.values as StoredValues,
      updatedBy: principal.id,
      now: new Date(),
    },
    body.version,
  );
  if (!row) throw staleVersion();
  await auditSuccess(db, request, 'evaluation.save');
  return toEvaluation(row);
}
