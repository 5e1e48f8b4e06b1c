import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type ProgrammeLinkInfo } from '@konsult/domain';
import { LINK_SUBJECT } from '../patient-links/repo';
import { linkUse, type LinkUseOutcome } from '../patient-links/service';
import { audit } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { findProgrammeLink } from './repo';
import type { PatientLink } from './service';

/**
 * A treatment programme's own link (issue 21; migration 0052): /programme/{token}, for the weeks the programme runs
 * (the meeting's link ends two hours after the meeting). The token is the patient's only credential: public routes
 * below /api/programme/{token}/, each use audited against the patient under the same subject as the meeting's link,
 * and rate-limited together with it. An ended programme's link still opens, read-only, until it expires.
 */

/** Unknown, expired or revoked: one answer for all, the meeting link's. */
const linkInvalid = () =>
  new AppError(404, 'link_invalid', 'This link is not valid or has expired. Ask your therapist for a new link.');

type ProgrammeLinkRow = NonNullable<Awaited<ReturnType<typeof findProgrammeLink>>>;

export type ProgrammeLinkPrincipal = PatientLink & { carePlanId: string; meetingId: null; row: ProgrammeLinkRow };

/** The link's row in the audit trail: against its patient and care plan, by the patient's link. */
async function auditLinkUse(
  db: Db,
  request: FastifyRequest,
  action: string,
  outcome: LinkUseOutcome,
  row: ProgrammeLinkRow | null,
) {
  await audit(db, request, {
    action,
    outcome,
    actorClinicianId: null,
    subject: LINK_SUBJECT,
    patientId: row?.link.patientId ?? null,
    resourceType: 'care-plan',
    resourceId: row?.link.carePlanId,
  });
}

const programmeLink = linkUse({
  find: findProgrammeLink,
  usable: (row: ProgrammeLinkRow, now) => !row.link.revokedAt && row.link.expiresAt.getTime() > now,
  invalid: linkInvalid,
  toLink: (row): ProgrammeLinkPrincipal => ({
    patientId: row.link.patientId,
    meetingId: null,
    carePlanId: row.link.carePlanId,
    link: { country: row.country },
    row,
  }),
  auditUse: auditLinkUse,
});

/** The programme behind a token, for what the patient reads through its link (audited); 404 link_invalid otherwise. */
export const requireProgrammeLink = programmeLink.read;

/**
 * What the patient writes through the link: the link's row is written once the write is decided, so a refused one
 * (an ended programme's exercise, a closed conversation, another programme's step) is audited as denied, never as a
 * success; a write that failed otherwise, as a failure.
 */
export const writeOnProgrammeLink = programmeLink.write;

/** What the programme page shows first: who runs it, until when the link works, its language, whether it ended. */
export async function openProgrammeLink(db: Db, request: FastifyRequest, token: string): Promise<ProgrammeLinkInfo> {
  const { row } = await requireProgrammeLink(db, request, token, 'programme_link.open');
  return {
    clinicianName: row.clinicianName,
    expiresAt: row.link.expiresAt.getTime(),
    locale: DEFAULT_LOCALE[row.country],
    state: row.carePlan.state,
    ended: row.carePlan.endedAt?.getTime() ?? null,
  };
}
