import type { RecordEntry } from '@konsult/domain';
import { auditSuccess } from '../platform/audit';
import { conflict, forbidden, notFound } from '../platform/errors';
import type { EntryAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import type { Db } from '../platform/db/database';
import {
  findHistoryEntry,
  historyVersions,
  listKonsultNotes,
  recordsSystemPart,
  setHistoryEntryStricken,
} from './repo';
import { HistoryBody, noneMatchHits, type HistoryBodies } from './bodies';
import { RecordsPart, type RecordsParts, type SerializedNote } from './records-part';
import { prescriptionsOfMeetings } from '../prescriptions/repo';
import { fromHistoryRow, fromKonsultNote } from './mapper';

/**
 * The answer's format, in its ETag: bump it whenever a release changes what the same stored rows serialize to (a
 * label, a title, a field), so that no ETag a browser kept from before names a body of the old format.
 */
const BODY_FORMAT = 'rh2';

export type RecordHistoryAnswer =
  { notModified: true; etag: string } | { notModified: false; etag: string; body: HistoryBody };

/**
 * The patient's record history (seed 001 §2.3): konsult's notes, drafts of ongoing meetings included, each with the
 * e-prescriptions sent in its meeting, and what the records system holds from before, newest first; stricken
 * entries only when asked for.
 *
 * Issue 22: the answer depends on the patient's history (its version, migration 0053), on whether stricken entries
 * are asked for, and on the clinician only through whether they see prescriptions (their pool's country); the ETag
 * names all three. A request naming it in `If-None-Match` is answered 304; any other gets the body this instance
 * made for the same answer, else makes it. The version is read before the history, so a body is never older than
 * the version it is kept under. Every answer, 304 included, is audited: the clinician reached the patient's data.
 */
export async function openRecordHistory(
  { db, request, principal, access }: RequestContext,
  caches: { bodies: HistoryBodies; parts: RecordsParts },
  query: { includeStricken: boolean; ifNoneMatch: string | undefined },
): Promise<RecordHistoryAnswer> {
  const sees = seesPrescriptions(principal);
  const { version, entriesVersion } = await historyVersions(db, access.patientId);
  const variant = `${query.includeStricken ? 'all' : 'standing'}.${sees ? 'rx' : 'no-rx'}`;
  // The patient is named too: every patient untouched since migration 0053 is at version 0.
  const etag = `W/"${BODY_FORMAT}.${access.patientId}.${version}.${variant}"`;
  if (noneMatchHits(query.ifNoneMatch, etag)) {
    await auditSuccess(db, request, 'record_history.read');
    return { notModified: true, etag };
  }
  const body = await caches.bodies.body(access.patientId, version, variant, async () => {
    // Both at once, and both awaited together: a failure of either is this request's error, never an unhandled one.
    const [records, notes] = await Promise.all([
      caches.parts.part(access.patientId, entriesVersion, variant, async () =>
        RecordsPart.of(await recordsSystemPart(db, { ...query, patientId: access.patientId, seesPrescriptions: sees })),
      ),
      serializedNotes(db, access.patientId, query.includeStricken),
    ]);
    return HistoryBody.of(etag, records.withNotes(notes));
  });
  await auditSuccess(db, request, 'record_history.read');
  return { notModified: false, etag, body };
}

/** The patient's konsult notes as the list sends them, each with the e-prescriptions sent in its meeting. */
async function serializedNotes(db: Db, patientId: string, includeStricken: boolean): Promise<SerializedNote[]> {
  const rows = await listKonsultNotes(db, patientId, includeStricken);
  const sent = await prescriptionsOfMeetings(
    db,
    rows.map((row) => row.meetingId),
  );
  return rows.map((row) => {
    const note = fromKonsultNote(
      row,
      sent.filter((p) => p.meetingId === row.meetingId),
    );
    return { id: note.id, contactAt: note.contactAt, json: JSON.stringify(note) };
  });
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
