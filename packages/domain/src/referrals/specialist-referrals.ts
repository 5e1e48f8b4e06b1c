/**
 * The Swedish specialist referral (seed 002 §3 "Specialist referral"; issue 18): the specialties a referral can ask
 * for, the bounds of what the doctor writes, and the rules a referral must meet before it is sent. Pure: the server
 * and the panel ask the same questions.
 */

/** The specialties a primary-care doctor refers to most, by a stable id; the panel names them in its language. */
export const SPECIALIST_TYPE_IDS = [
  'dermatology',
  'ent',
  'orthopaedics',
  'gynaecology',
  'cardiology',
  'gastroenterology',
  'urology',
  'ophthalmology',
  'neurology',
  'rheumatology',
  'endocrinology',
  'psychiatry',
] as const;
export type SpecialistTypeId = (typeof SPECIALIST_TYPE_IDS)[number];

/**
 * Each specialty as a Swedish referral letter and record name it (the letter goes to a Swedish unit, whatever the
 * language of the doctor's screen).
 */
export const SPECIALIST_TYPE_NAMES_SV: Record<SpecialistTypeId, string> = {
  dermatology: 'Hud- och könssjukdomar',
  ent: 'Öron-, näs- och halssjukdomar',
  orthopaedics: 'Ortopedi',
  gynaecology: 'Gynekologi',
  cardiology: 'Kardiologi',
  gastroenterology: 'Gastroenterologi',
  urology: 'Urologi',
  ophthalmology: 'Ögonsjukdomar',
  neurology: 'Neurologi',
  rheumatology: 'Reumatologi',
  endocrinology: 'Endokrinologi',
  psychiatry: 'Psykiatri',
};

/** What the doctor writes, at most: a heading, the question to the specialist with its history, and notes. */
export const SPECIALIST_REFERRAL_LIMITS = {
  purposeTitle: 200,
  purposeBody: 5000,
  externalSpecialistInfo: 1000,
  infoToAdmin: 1000,
  /** Photos sent along: enough for a rash at several sites, few enough for a letter. */
  images: 10,
} as const;

/** A unit as the rules see it: which specialties it receives. */
export type ReceivingUnit = { id: string; specialistTypeIds: readonly string[] };

/** What the referral names: a unit from the list, or a specialist outside it described in free text. */
export type ReferralRecipientChoice = {
  specialistTypeId: SpecialistTypeId;
  specialistUnitId: string | null;
  externalSpecialistInfo: string | null;
  imageIds: readonly string[];
};

export type ReferralProblem =
  | { code: 'unknown_unit'; path: 'specialistUnitId' }
  | { code: 'unit_does_not_receive_type'; path: 'specialistUnitId' }
  | { code: 'image_not_of_meeting'; path: 'imageIds'; imageId: string };

/**
 * What stops a referral from being sent, given the units that receive referrals now and the photos of the meeting:
 * a unit must be one of those and receive the chosen specialty; every photo must be one the patient sent for this
 * meeting. An external specialist has no unit to check.
 */
export function specialistReferralProblems(
  choice: ReferralRecipientChoice,
  units: readonly ReceivingUnit[],
  meetingImageIds: readonly string[],
): ReferralProblem[] {
  const problems: ReferralProblem[] = [];
  if (choice.specialistUnitId !== null) {
    const unit = units.find((u) => u.id === choice.specialistUnitId);
    if (!unit) problems.push({ code: 'unknown_unit', path: 'specialistUnitId' });
    else if (!unit.specialistTypeIds.includes(choice.specialistTypeId))
      problems.push({ code: 'unit_does_not_receive_type', path: 'specialistUnitId' });
  }
  for (const imageId of choice.imageIds) {
    if (!meetingImageIds.includes(imageId)) problems.push({ code: 'image_not_of_meeting', path: 'imageIds', imageId });
  }
  return problems;
}

/** The units of the list that receive a specialty, for the panel's second choice. */
export function unitsReceiving<U extends ReceivingUnit>(units: readonly U[], typeId: SpecialistTypeId | null): U[] {
  if (typeId === null) return [];
  return units.filter((u) => u.specialistTypeIds.includes(typeId));
}
