import { z } from 'zod';
import { epochMs, listResponse, requestId, takenActionsSection } from './common';
import { SPECIALIST_REFERRAL_LIMITS, SPECIALIST_TYPE_IDS } from '../referrals/specialist-referrals';

export * from '../referrals/specialist-referrals';

/**
 * Wire contracts of the Swedish specialist referral (seed 002 §3 "Specialist referral", §9 "Specialist referral";
 * seed 001 §3; issue 18). Paths are the seed's, under /api; the list of specialties and units is ours
 * (docs/api.md "Specialist referrals").
 */
export const SPECIALIST_REFERRAL_BASE = '/api/digiphysical/clinician/specialistreferral';

const limits = SPECIALIST_REFERRAL_LIMITS;

/** Free text of the doctor: trimmed, required, bounded. */
const text = (max: number) => z.string().trim().min(1).max(max);
/** Free text that may be left out: empty is the same as none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

// ——— GET …/specialistreferral/units: the specialties and the units that receive them (ours) ———

export const SpecialistType = z.object({
  id: z.enum(SPECIALIST_TYPE_IDS),
  /** As a Swedish referral letter names it; the panel names it in the doctor's language by its id. */
  nameSv: z.string(),
});
export type SpecialistType = z.infer<typeof SpecialistType>;

export const SpecialistUnit = z.object({
  id: z.string(),
  name: z.string(),
  visitingAddress: z.string(),
  specialistTypeIds: z.array(z.enum(SPECIALIST_TYPE_IDS)),
});
export type SpecialistUnit = z.infer<typeof SpecialistUnit>;

export const SpecialistUnitsResponse = z.object({
  specialistTypes: z.array(SpecialistType),
  specialistUnits: z.array(SpecialistUnit),
});
export type SpecialistUnitsResponse = z.infer<typeof SpecialistUnitsResponse>;

// ——— GET …/specialistreferral/images?meetingId: the meeting's symptom photos to choose from ———

export const ReferralImage = z.object({
  id: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png']),
  /** When the patient sent it. */
  createdAt: epochMs,
});
export type ReferralImage = z.infer<typeof ReferralImage>;

export const ReferralImagesResponse = listResponse('images', ReferralImage);
export type ReferralImagesResponse = z.infer<typeof ReferralImagesResponse>;

// ——— POST …/specialistreferral: the payload is the seed's entity ———

/**
 * Seed 002 §3's fields. A referral goes to a unit of the list (`specialistUnitId`) or to a specialist outside it
 * described in `externalSpecialistInfo`, exactly one of the two. `infoToAdmin` is a note to the receiving unit's
 * administration (who books the patient), not part of the medical question; empty is none.
 */
export const NewSpecialistReferralBody = z
  .object({
    meetingId: requestId,
    patientId: requestId,
    specialistTypeId: z.enum(SPECIALIST_TYPE_IDS),
    specialistUnitId: z.guid().nullable(),
    externalSpecialistInfo: optionalText(limits.externalSpecialistInfo),
    purposeTitle: text(limits.purposeTitle),
    purposeBody: text(limits.purposeBody),
    imageIds: z
      .array(z.guid())
      .max(limits.images)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Each photo once.' }),
    readJournalConsent: z.boolean(),
    useFreeChoiceOfCare: z.boolean(),
    infoToAdmin: optionalText(limits.infoToAdmin),
    /**
     * The client's id for this referral, kept across retries: it becomes the referral's id, so sending it again
     * (a double click, a retry after a lost answer) answers the referral already sent rather than a second.
     */
    requestId: z.string().uuid(),
  })
  .superRefine((body, ctx) => {
    if ((body.specialistUnitId === null) === (body.externalSpecialistInfo === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['specialistUnitId'],
        message: 'Choose a unit from the list or describe a specialist outside it, not both.',
      });
    }
  });
/** What the panel sends. */
export type NewSpecialistReferralBody = z.input<typeof NewSpecialistReferralBody>;
/** What the server works with once the body is checked (empty notes are null). */
export type NewSpecialistReferral = z.output<typeof NewSpecialistReferralBody>;

/** A referral as it was sent (seed 001 §3 "Specialist referral (Sweden)" and seed 002 §3's fields). */
export const SentSpecialistReferral = z.object({
  id: z.string(),
  meetingId: z.string(),
  patientId: z.string(),
  specialistTypeId: z.enum(SPECIALIST_TYPE_IDS),
  specialistUnitId: z.string().nullable(),
  /** The unit as it was when the referral was sent; null for an external specialist. */
  specialistUnit: z.object({ name: z.string(), visitingAddress: z.string() }).nullable(),
  externalSpecialistInfo: z.string().nullable(),
  /** Left out unless asked for (`includePurpose=true`), as is the body. */
  purposeTitle: z.string().optional(),
  purposeBody: z.string().optional(),
  imageIds: z.array(z.string()),
  readJournalConsent: z.boolean(),
  useFreeChoiceOfCare: z.boolean(),
  infoToAdmin: z.string().nullable(),
  clinicianName: z.string(),
  sentAt: epochMs,
});
export type SentSpecialistReferral = z.infer<typeof SentSpecialistReferral>;

export const SpecialistReferralResponse = z.object({ specialistReferral: SentSpecialistReferral });
export type SpecialistReferralResponse = z.infer<typeof SpecialistReferralResponse>;

// ——— GET …/specialistreferral?meetingId&includePurpose: the meeting's referrals, oldest first ———

export const SpecialistReferralsQuery = z.object({
  meetingId: requestId,
  includePurpose: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const SpecialistReferralsResponse = listResponse('specialistReferrals', SentSpecialistReferral);
export type SpecialistReferralsResponse = z.infer<typeof SpecialistReferralsResponse>;

/** Error keys of a specialist referral (ours): the body is well-formed but names what cannot be referred to. */
export const SPECIALIST_REFERRAL_ERROR_KEYS = {
  invalidReferral: 'invalid_specialist_referral',
} as const;

/** Taken actions' section of specialist referrals (seed 002 §2): each with its letter (PDF). */
export const SpecialistReferralsSection = takenActionsSection(
  'specialist-referrals',
  SentSpecialistReferral.pick({
    id: true,
    specialistTypeId: true,
    specialistUnit: true,
    externalSpecialistInfo: true,
    purposeTitle: true,
    sentAt: true,
  }),
);
