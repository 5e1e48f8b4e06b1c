import type { RecordEntry } from '@konsult/domain';
import { auditSuccess } from '../platform/audit';
import { conflict, forbidden, notFound } from '../platform/errors';
import type { EntryAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { findHistoryEntry, historyEntriesJson, listKonsultNotes, setHistoryEntryStricken } from './repo';
import { prescriptionsOfMeetings } from '../prescriptions/repo';
import { fromHistoryRow, fromKonsultNote } from './mapper';

/**
 * The patient's record history (seed 001 §2.3) as the response body, serialized: konsult's notes, drafts of ongoing
 * meetings included, each with the e-prescriptions sent in its meeting, and what the records system holds from
 * before, newest first. Stricken entries only when asked
 * for. The text skips the response schema (see historyEntriesJson); the tests hold it to the schema.
 */
export async function getRecordEntriesJson(
  { db, request, principal, access }: RequestContext,
  includeStricken: boolean,
): Promise<string> {
  const rows = await listKonsultNotes(db, access.patientId, includeStricken);
  const sent = await prescriptionsOfMeetings(
    db,
    rows.map((row) => row.meetingId),
  );
  const notes = rows.map((row) =>
    fromKonsultNote(
      row,
      sent.filter((p) => p.meetingId === row.meetingId),
    ),
  );
  const entries = await historyEntriesJson(db, {
    patientId: access.patientId,
    includeStricken,
    seesPrescriptions: seesPrescriptions(principal),
    notes: notes.map((note) => ({ id: note.id, contactAt: note.contactAt, json: JSON.stringify(note) })),
  });
  await auditSuccess(db, request, 'record_history.read');
  return `{"entries":[${entries}]}`;
}

/** Seed 001 §6: only the Swedish-type pool may see an entry's signed prescriptions. */
function seesPrescriptions(principal: Principal): boolean {
  return principal.pool.country === 'SE';
}

/**
 * Strikes an entry the records system holds (seed 001 §4): where the country allows striking, with a reason, once.
 * Unlike a konsult note it ends no meeting: it belongs to none of ours.
 */
export async function strikeHistoryEntry(
  { db, request, principal, access }: RequestContext<EntryAccess>,
  reason: string,
): Promise<RecordEntry> {
  if (!principal.strikingEnabled) throw forbidden('Notes cannot be struck in your country.');
  const entry = await findHistoryEntry(db, access.entryId);
  if (!entry) throw notFound();
  const stricken = entry.strickenAt
    ? null
    : await setHistoryEntryStricken(db, entry.id, principal.id, reason, new Date());
  if (!stricken) throw conflict('entry_stricken', 'This note has been struck and can no longer be changed.');
  await auditSuccess(db, request, 'record_entry.strike', { type: 'record-history-entry', id: entry.id });
  return fromHistoryRow(stricken, { seesPrescriptions: seesPrescriptions(principal) });
}
