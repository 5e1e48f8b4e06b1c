import type { Features } from '../api/auth';
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

/** Deployment switches the action set follows: the action bar's flags of the deployment's `Features`. */
export type ActionFeatures = Pick<
  Features,
  'homeTestOrders' | 'ukEpsSignposting' | 'pollenGuidelines' | 'physicalLabQueue'
>;

export type ActionClinician = {
  /** The pool's country. Typed loosely on purpose: anything outside the supported markets throws. */
  country: string;
  profession: Profession;
  careType: CareType;
  isExternal: boolean;
  partnershipKind: PartnershipKind | null;
  usesExternalEmr: boolean;
};

export type ActionMeeting = {
  activityType: ActivityType;
  interventionType: InterventionType;
  /** The patient joined by a one-time web link: no account to book into or send programmes to. */
  isOneTimeUser: boolean;
  /** The meeting is held at a care facility (a clinic visit); null facility: a digital meeting. */
  hasCareFacility: boolean;
  /** The meeting is about the patient's child. */
  isChild: boolean;
};

/** What decides a clinician's actions in one meeting (seeds 000 §2, §6 and 002 §2). */
export type MeetingActionsContext = {
  clinician: ActionClinician;
  features: ActionFeatures;
  /** null in the meetingless view (/patient-profile/:id). */
  meeting: ActionMeeting | null;
};

type Common = {
  name: ActionName;
  category: ActionCategory;
  /** Offered in a pool that keeps its record in an external EMR (only messages and taken actions are). */
  externalEmr?: boolean;
};

/**
 * One action as the domain knows it: its icon group and who is offered it where (seeds 000 §2, §6; 002 §2). An
 * action that acts on a meeting is asked only with one; a `meetingless` one is also offered on the patient's profile.
 */
export type ActionDefinition =
  | (Common & { meetingless?: false; offered: (context: OfferContext) => boolean })
  | (Common & { meetingless: true; offered: (context: MeetinglessOfferContext) => boolean });

export type OfferContext = { clinician: ActionClinician; features: ActionFeatures; meeting: ActionMeeting };
export type MeetinglessOfferContext = Omit<OfferContext, 'meeting'> & { meeting: ActionMeeting | null };

/** Doctors who are not external prescribe (seed 002 §2). */
export const prescribes = (c: ActionClinician) => c.profession === 'DOCTOR' && !c.isExternal;
/** Doctors and nurses order tests. */
export const treatsInClinic = (c: ActionClinician) => c.profession === 'DOCTOR' || c.profession === 'NURSE';
/** Psychologists and mental-health care run treatment programmes. */
export const isTherapist = (c: ActionClinician) => c.profession === 'PSYCHOLOGIST' || c.careType === 'MENTAL_HEALTH';
