import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type JoinInfoResponse, type PatientLinkResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { audit, auditSuccess } from '../platform/audit';
import { AppError, rateLimited } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { hashToken, newToken } from '../platform/tokens';
import {
  findCurrentLink,
  findLink,
  findMeetingSchedule,
  LINK_SUBJECT,
  linkUsesFrom,
  replaceLink,
  revokeLinks,
} from './repo';

/** A link works until this long after the meeting's scheduled end (or after it is made, if later). */
const GRACE_MS = 2 * 60 * 60_000;

/** Unknown, expired, revoked, or for a meeting that no longer takes place: one answer for all. */
const linkInvalid = () =>
  new AppError(404, 'link_invalid', 'This link is not valid or has expired. Ask your clinician for a new link.');

export async function createPatientLink({
  db,
  request,
  principal,
  access,
}: RequestContext<MeetingAccess>): Promise<PatientLinkResponse> {
  const { meetingId } = access;
  const meeting = await findMeetingSchedule(db, meetingId);
  const now = new Date();
  const scheduledEnd = meeting!.start.getTime() + meeting!.minutes * 60_000;
  const expiresAt = new Date(Math.max(now.getTime(), scheduledEnd) + GRACE_MS);
  const token = newToken();
  await replaceLink(db, {
    id: randomUUID(),
    tokenHash: hashToken(token),
    meetingId,
    createdBy: principal.id,
    createdAt: now,
    expiresAt,
  });
  await auditSuccess(db, request, 'patient_link.create');
  return { path: `/join/${token}`, expiresAt: expiresAt.getTime() };
}

export async function revokePatientLinks({ db, request, access }: RequestContext<MeetingAccess>): Promise<void> {
  await revokeLinks(db, access.meetingId, new Date());
  await auditSuccess(db, request, 'patient_link.revoke');
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof findLink>>>;

function isUsable(row: LinkRow | null, now: number): row is LinkRow {
  return (
    row !== null &&
    !row.link.revokedAt &&
    row.link.expiresAt.getTime() > now &&
    row.meetingStatus !== 'CANCELLED' &&
    row.meetingStatus !== 'REASSIGNED'
  );
}

/**
 * Whether the meeting's patient can still come in through a link: its current link is neither revoked nor expired,
 * and the meeting still takes place. The video tickets the patient got through a link are honoured only as long.
 */
export async function meetingLinkUsable(db: Db, meetingId: string, now: Date): Promise<boolean> {
  return isUsable(await findCurrentLink(db, meetingId), now.getTime());
}

/**
 * The patient's side is public, and each use writes an audit row: an address gets LINK_USES_PER_MINUTE uses of any
 * link a minute (a patient's page makes a few: the join page, its messages every 15 s), then a 429 with Retry-After,
 * unaudited, until the minute has passed. Counted from the audit trail, so it holds across instances.
 */
const LINK_USES_PER_MINUTE = 300;

/** Exported for the treatment programmes' own links (issue 21), which share the budget. */
export async function refuseFloods(db: Db, request: FastifyRequest): Promise<void> {
  const now = Date.now();
  const { uses, first } = await linkUsesFrom(db, request.ip, new Date(now - 60_000));
  if (uses >= LINK_USES_PER_MINUTE && first) throw rateLimited((first.getTime() + 60_000 - now) / 1000);
}

/** How a patient's use of a link ended, as its audit row says it. */
export type LinkUseOutcome = 'success' | 'denied' | 'failure';

/** What the patient does through a kind of link, each use audited against the patient under `action`. */
export type LinkUse<L> = {
  /** The link behind a token, for what the patient reads or joins through it: audited as it is served. */
  read: (db: Db, request: FastifyRequest, token: string, action: string) => Promise<L>;
  /** A write the patient makes through the link, audited once it is decided. */
  write: <T>(
    db: Db,
    request: FastifyRequest,
    token: string,
    action: string,
    write: (link: L) => Promise<T>,
  ) => Promise<T>;
};

/**
 * The uses of a kind of patient link: the meeting's here, a treatment programme's own (issue 21) alike. Floods are
 * refused first; an unknown or unusable link is audited denied and answered `invalid` (404 link_invalid). A read's row
 * is written as it is served; a write's once it is decided: `success`, `denied` for a refusal (an AppError below 500:
 * a locked module, an ended programme's exercise, a closed conversation), `failure` otherwise. So a refused write is
 * never audited as a success.
 */
export function linkUse<Row, L>(kind: {
  find: (db: Db, tokenHash: string) => Promise<Row | null>;
  usable: (row: Row, now: number) => boolean;
  invalid: () => AppError;
  toLink: (row: Row) => L;
  auditUse: (
    db: Db,
    request: FastifyRequest,
    action: string,
    outcome: LinkUseOutcome,
    row: Row | null,
  ) => Promise<void>;
}): LinkUse<L> {
  async function usableRow(db: Db, request: FastifyRequest, token: string, action: string): Promise<Row> {
    await refuseFloods(db, request);
    const row = await kind.find(db, hashToken(token));
    if (row === null || !kind.usable(row, Date.now())) {
      await kind.auditUse(db, request, action, 'denied', row);
      throw kind.invalid();
    }
    return row;
  }
  return {
    read: async (db, request, token, action) => {
      const row = await usableRow(db, request, token, action);
      await kind.auditUse(db, request, action, 'success', row);
      return kind.toLink(row);
    },
    write: async <T>(
      db: Db,
      request: FastifyRequest,
      token: string,
      action: string,
      write: (link: L) => Promise<T>,
    ): Promise<T> => {
      const row = await usableRow(db, request, token, action);
      let answer: T;
      try {
        answer = await write(kind.toLink(row));
      } catch (error) {
        const refused = error instanceof AppError && error.status < 500;
        // The write's own error is the answer: an audit that fails as well must not replace it.
        await kind.auditUse(db, request, action, refused ? 'denied' : 'failure', row).catch(() => undefined);
        throw error;
      }
      await kind.auditUse(db, request, action, 'success', row);
      return answer;
    },
  };
}

export type MeetingLinkPrincipal = { meetingId: string; patientId: string; link: LinkRow };

const meetingLink = linkUse({
  find: findLink,
  usable: isUsable,
  invalid: linkInvalid,
  toLink: (row): MeetingLinkPrincipal => ({ meetingId: row.link.meetingId, patientId: row.patientId, link: row }),
  // Against the meeting's patient and the meeting, by the patient's link.
  auditUse: (db, request, action, outcome, row) =>
    audit(db, request, {
      action,
      outcome,
      actorClinicianId: null,
      subject: LINK_SUBJECT,
      patientId: row?.patientId ?? null,
      resourceType: 'meeting',
      resourceId: row?.link.meetingId,
    }),
});

/**
 * The meeting behind a patient's token, for what the patient reads or joins through the link (the video call, the
 * messages); audited against the patient under `action`. 404 link_invalid otherwise.
 */
export const requirePatientLink = meetingLink.read;

/** What the patient writes through the meeting's link: audited once decided (success or denied); 404 link_invalid. */
export const writeOnPatientLink = meetingLink.write;

/** What the patient's page shows for a token; every use is audited against the patient. */
export async function openPatientLink(db: Db, request: FastifyRequest, token: string): Promise<JoinInfoResponse> {
  const { link: row } = await requirePatientLink(db, request, token, 'patient_link.open');
  return {
    clinicianName: row.clinicianName,
    scheduledStartTime: row.scheduledStartTime.getTime(),
    interventionType: row.interventionType,
    expiresAt: row.link.expiresAt.getTime(),
    locale: DEFAULT_LOCALE[row.country],
  };
}
