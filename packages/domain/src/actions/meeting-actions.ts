import type { CareType, PartnershipKind, Profession } from '../clinicians/profession';
import type { ActionName } from '../consultation/search-params';
import type { ActivityType, InterventionType } from '../meetings/meeting';

/** Seed 000 §2: the action bar's icon groups, in the order the bar shows them. */
export const ACTION_CATEGORIES = [
  'message',
  'calendar',
  'document',
  'clipboard',
  'pill',
  'flask',
  'referral-specialist',
  'journal',
  'book',
] as const;
export type ActionCategory = (typeof ACTION_CATEGORIES)[number];

/** Which icon group each action sits in (ours: the seed names the groups, not their members). */
export const ACTION_CATEGORY: Readonly<Record<ActionName, ActionCategory>> = {
  'send-message': 'message',
  'book-revisit': 'calendar',
  'internal-referral': 'calendar',
  'physical-referral': 'calendar',
  'create-document': 'document',
  'se-sick-note': 'document',
  'se-self-assessment': 'clipboard',
  'uk-clinician-action': 'clipboard',
  'se-prescription': 'pill',
  'pollen-text-prescription': 'pill',
  'uk-eps-prescription': 'pill',
  'uk-payg-prescription': 'pill',
  'se-lab-referral': 'flask',
  'se-home-test-referral-order': 'flask',
  'no-home-test-order': 'flask',
  'physical-lab-queue': 'flask',
  'se-specialist-referral': 'referral-specialist',
  'taken-actions': 'journal',
  'treatment-programme': 'book',
};

/** Deployment switches the action set follows (server configuration, sent with GET /api/auth/me). */
export type ActionFeatures = {
  /** Seed 000 §4 home-test orders (Sweden's Labportalen, Norway's own). */
  homeTestOrders: boolean;
  /** Seed 002 §2: "UK EPS is offered when the signposting has it enabled". */
  ukEpsSignposting: boolean;
  /** Seed 000 §6: the pollen guidelines need doctorFlags.pollenGuidelinesEnabled. */
  pollenGuidelines: boolean;
  /** Seed 000 §2: the physical lab queue, for clinics that take samples on site. */
  physicalLabQueue: boolean;
};

/** What decides a clinician's actions in one meeting (seeds 000 §2, §6 and 002 §2). */
export type MeetingActionsContext = {
  clinician: {
    /** The pool's country. Typed loosely on purpose: anything outside the supported markets throws. */
    country: string;
    profession: Profession;
    careType: CareType;
    isExternal: boolean;
    partnershipKind: PartnershipKind | null;
    usesExternalEmr: boolean;
  };
  features: ActionFeatures;
  /** null in the meetingless view (/patient-profile/:id). */
  meeting: {
    activityType: ActivityType;
    interventionType: InterventionType;
    /** The patient joined by a one-time web link: no account to book into or send programmes to. */
    isOneTimeUser: boolean;
    /** The meeting is held at a care facility (a clinic visit); null facility: a digital meeting. */
    hasCareFacility: boolean;
    /** The meeting is about the patient's child. */
    isChild: boolean;
  } | null;
};

export type ActionGroup = { category: ActionCategory; actions: ActionName[] };

const SUPPORTED = new Set(['SE', 'NO', 'GB', 'FR', 'DE']);

const prescribes = (c: MeetingActionsContext['clinician']) => c.profession === 'DOCTOR' && !c.isExternal;
const treatsInClinic = (c: MeetingActionsContext['clinician']) => c.profession === 'DOCTOR' || c.profession === 'NURSE';
const isTherapist = (c: MeetingActionsContext['clinician']) =>
  c.profession === 'PSYCHOLOGIST' || c.careType === 'MENTAL_HEALTH';

/**
 * The actions a clinician is offered, one entry per action, in the bar's order. Where the seeds name what decides
 * an action but not how, this is our reading (docs/api.md repeats it):
 * - Everyone may send a message. Outside a meeting (the meetingless view) that is all but documents: the rest acts
 *   on a meeting, taken actions included.
 * - A pool with an external EMR keeps its record elsewhere: send message and taken actions only.
 * - A one-time web user has no account: no revisit, no treatment programme, no UK clinician tasks (seed 000 §5).
 * - Prescriptions (every market's) only for doctors who are not external (seed 002 §2); the pollen text
 *   prescription only for text meetings under the pollen guidelines flag; pay-as-you-go not in the insurer
 *   partnership, whose cover pays for EPS.
 * - Sweden: lab referrals and home tests for doctors and nurses; specialist referrals and sick notes for doctors;
 *   self-assessments for all; internal referrals for clinicians who are not external; a physical referral from a
 *   digital meeting (at a clinic the visit is already physical); the physical lab queue at a clinic.
 * - Norway: home-test orders for doctors and nurses, except in a child meeting (the kits are for adults).
 * - Treatment programmes (Sweden, UK): psychologists and mental-health care.
 * - France and Germany: message, revisit, document and taken actions.
 * Any other country throws.
 */
export function meetingActions(context: MeetingActionsContext): ActionName[] {
  const { clinician, features, meeting } = context;
  const country = clinician.country;
  if (!SUPPORTED.has(country)) throw new Error(`The action bar does not support the country "${country}"`);

  const offered: [ActionName, boolean][] = [['send-message', true]];
  if (clinician.usesExternalEmr) {
    if (meeting) offered.push(['taken-actions', true]);
    return pick(offered);
  }
  offered.push(['create-document', true]);
  if (!meeting) return pick(offered);

  const se = country === 'SE';
  const gb = country === 'GB';
  offered.push(
    ['book-revisit', !meeting.isOneTimeUser],
    ['internal-referral', se && !clinician.isExternal],
    ['physical-referral', se && !meeting.hasCareFacility],
    ['se-sick-note', se && clinician.profession === 'DOCTOR'],
    ['se-self-assessment', se],
    ['uk-clinician-action', gb && !meeting.isOneTimeUser],
    ['se-prescription', se && prescribes(clinician)],
    [
      'pollen-text-prescription',
      se && prescribes(clinician) && features.pollenGuidelines && meeting.interventionType === 'TEXT',
    ],
    ['uk-eps-prescription', gb && prescribes(clinician) && features.ukEpsSignposting],
    ['uk-payg-prescription', gb && prescribes(clinician) && clinician.partnershipKind !== 'INSURER'],
    ['se-lab-referral', se && treatsInClinic(clinician)],
    ['se-home-test-referral-order', se && treatsInClinic(clinician) && features.homeTestOrders],
    [
      'no-home-test-order',
      country === 'NO' && treatsInClinic(clinician) && features.homeTestOrders && !meeting.isChild,
    ],
    ['physical-lab-queue', se && meeting.hasCareFacility && features.physicalLabQueue],
    ['se-specialist-referral', se && clinician.profession === 'DOCTOR'],
    ['taken-actions', true],
    ['treatment-programme', (se || gb) && isTherapist(clinician) && !meeting.isOneTimeUser],
  );
  return pick(offered);
}

function pick(offered: [ActionName, boolean][]): ActionName[] {
  return offered.filter(([, on]) => on).map(([name]) => name);
}

/** The bar's groups: the offered actions by icon group, groups in the seed's order, empty groups left out. */
export function actionGroups(actions: readonly ActionName[]): ActionGroup[] {
  return ACTION_CATEGORIES.map((category) => ({
    category,
    actions: actions.filter((action) => ACTION_CATEGORY[action] === category),
  })).filter((group) => group.actions.length > 0);
}
