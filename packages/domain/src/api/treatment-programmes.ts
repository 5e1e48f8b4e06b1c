import { z } from 'zod';
import { LOCALES } from '../markets/country';
import { DIARY_ACTIVITY_TYPES, EXERCISE_TYPES } from '../treatment-programmes/programmes';
import {
  CARE_PLAN_STATES,
  CONVERSATION_STATES,
  MODULE_STATES,
  PROGRESS_INDICATORS,
} from '../treatment-programmes/states';
import { epochMs, takenActionsSection } from './common';

/**
 * Wire contracts of treatment programmes (internet CBT; issue 21; seed 001 §3, §7; seed 002 §3, §7) under `/api`:
 * the clinician's `treatment-programme/…` and `treatment-exercise/…` calls at the seed's paths (the seed's bare
 * `CarePlan/{id}`, `Module/{id}` and `clinicians/notes` live below `/api/treatment-programme/`), and the patient's
 * side below `/api/join/{token}/…`. docs/api.md "Treatment programmes" lists them.
 */

export const TREATMENT_PROGRAMME_BASE = '/api/treatment-programme';

/** An instant a patient or a query may name: from 1970 to 2100 (anything else is 400, not an invalid date stored). */
const instant = z.number().int().min(0).max(4_102_444_800_000);
export const TREATMENT_EXERCISE_BASE = '/api/treatment-exercise';

/** Error keys of the programme routes. */
export const TREATMENT_PROGRAMME_ERROR_KEYS = {
  /** The patient already has this programme active (409). */
  alreadyActive: 'treatment_programme_already_active',
  /** A change the programme's or module's state does not allow (409): unlock a module not enabled, end an ended one. */
  invalidState: 'treatment_programme_invalid_state',
  /** The programme is ended, or its conversation paused: the patient cannot write (409). */
  conversationClosed: 'treatment_programme_conversation_closed',
  /** No such programme identifier (422). */
  unknownProgramme: 'unknown_treatment_programme',
} as const;

export const ProgrammeExercise = z.object({ exerciseId: z.string(), type: z.enum(EXERCISE_TYPES) });
export type ProgrammeExercise = z.infer<typeof ProgrammeExercise>;

/** A module of a care plan as the clinician's list shows it (seed 001 §3 modules: id, name, state, started, steps). */
export const CarePlanModule = z.object({
  id: z.string(),
  /** The module's title in the clinician's language. */
  name: z.string(),
  /** A state the web does not know is drawn locked and logged (seed 001 §8), hence a string. */
  state: z.string(),
  /** When the module was unlocked for the patient (its start date); null while locked or unlockable. */
  started: epochMs.nullable(),
  /** The step the patient is on, 1-based; null unless unlocked or active. */
  currentStep: z.number().int().nullable(),
  steps: z.number().int(),
});
export type CarePlanModule = z.infer<typeof CarePlanModule>;

/** A care plan: the patient's programme (seed 002 §3 "Treatment programme"). */
export const TreatmentProgramme = z.object({
  id: z.string(),
  patientId: z.string(),
  clinicianId: z.string(),
  /** The seed's userId: the patient (our patient id). */
  userId: z.string(),
  state: z.enum(CARE_PLAN_STATES),
  treatmentProgrammeIdentifier: z.string(),
  programmeNameCopyKey: z.string(),
  title: z.string(),
  description: z.string(),
  conversationId: z.string(),
  conversation: z.object({ id: z.string(), state: z.enum(CONVERSATION_STATES) }),
  /** The meeting the programme was started in. */
  encounter: z.string().nullable(),
  created: epochMs,
  ended: epochMs.nullable(),
  latestPatientActivity: epochMs.nullable(),
  modules: z.array(CarePlanModule),
  progressIndicator: z.enum(PROGRESS_INDICATORS),
  exercises: z.array(ProgrammeExercise),
  isb2b: z.boolean(),
  unreadMessageCount: z.number().int(),
});
export type TreatmentProgramme = z.infer<typeof TreatmentProgramme>;

/** A programme that can be started (GET Programme/): its identifier, titles and size; active when already running. */
export const ProgrammeOffer = z.object({
  identifier: z.string(),
  programmeNameCopyKey: z.string(),
  title: z.string(),
  description: z.string(),
  moduleCount: z.number().int(),
  alreadyActive: z.boolean(),
});
export type ProgrammeOffer = z.infer<typeof ProgrammeOffer>;

/** GET /api/treatment-programme/Programme/?userId&meetingId */
export const ProgrammeOffersQuery = z.object({
  userId: z.string().min(1).max(100),
  meetingId: z.string().min(1).max(100),
});
export const ProgrammeOffersResponse = z.object({ treatmentProgrammes: z.array(ProgrammeOffer) });
export type ProgrammeOffersResponse = z.infer<typeof ProgrammeOffersResponse>;

/** POST /api/treatment-programme/CarePlan: start a programme for the patient in a meeting. */
export const StartCarePlanBody = z.object({
  /** The new care plan's id (a repeat answers the care plan already started). */
  requestId: z.string().uuid(),
  userId: z.string().min(1).max(100),
  meetingId: z.string().min(1).max(100),
  treatmentProgrammeIdentifier: z.string().min(1).max(100),
});
export type StartCarePlanBody = z.infer<typeof StartCarePlanBody>;

export const CarePlanResponse = z.object({ carePlan: TreatmentProgramme });
export type CarePlanResponse = z.infer<typeof CarePlanResponse>;

/** POST /api/treatment-programme/CarePlan/_search: the patient's programmes (identifier pattern ICBT_.+ by default). */
export const SearchCarePlansBody = z.object({
  userId: z.string().min(1).max(100),
  states: z.array(z.enum(CARE_PLAN_STATES)).max(3).optional(),
});
export type SearchCarePlansBody = z.infer<typeof SearchCarePlansBody>;
export const CarePlansResponse = z.object({ carePlans: z.array(TreatmentProgramme) });
export type CarePlansResponse = z.infer<typeof CarePlansResponse>;

/** PATCH /api/treatment-programme/CarePlan/{id}: end it. */
export const PatchCarePlanBody = z.object({ state: z.literal('ended') });
/** PATCH /api/treatment-programme/Module/{id}: unlock it. */
export const PatchModuleBody = z.object({ state: z.literal('unlocked') });
/** PATCH /api/treatment-programme/CarePlan/{id}/conversation. */
export const PatchConversationBody = z.object({ state: z.enum(CONVERSATION_STATES) });

/** The clinician's note on a care plan (one per care plan; POST replaces it, DELETE removes it). */
export const CarePlanNote = z.object({
  carePlanId: z.string(),
  note: z.string(),
  clinicianId: z.string(),
  clinicianName: z.string(),
  updatedAt: epochMs,
});
export type CarePlanNote = z.infer<typeof CarePlanNote>;
export const CarePlanNoteBody = z.object({ note: z.string().trim().min(1).max(5000) });
/** GET /api/treatment-programme/clinicians/notes?userId: the notes on the patient's care plans. */
export const CarePlanNotesQuery = z.object({ userId: z.string().min(1).max(100) });
export const CarePlanNotesResponse = z.object({ notes: z.array(CarePlanNote) });
export type CarePlanNotesResponse = z.infer<typeof CarePlanNotesResponse>;

/** An activity of the diary (seed 001 §3 "Activity"). Rating 0–10: how it felt (mood or satisfaction). */
export const DiaryActivity = z.object({
  id: z.string(),
  activityTime: epochMs,
  title: z.string(),
  rating: z.number().int().min(0).max(10),
  type: z.string(),
});
export type DiaryActivity = z.infer<typeof DiaryActivity>;

/** GET /api/treatment-exercise/activity-diary/{exerciseId}/activities?fromTimestamp&toTimestamp */
export const ActivitiesQuery = z.object({
  fromTimestamp: z.coerce.number().pipe(instant),
  toTimestamp: z.coerce.number().pipe(instant),
});
export const ActivitiesResponse = z.object({ activities: z.array(DiaryActivity) });
export type ActivitiesResponse = z.infer<typeof ActivitiesResponse>;

/** A situation analysis (seed 001 §3 "Situation analysis"). */
export const SituationAnalysis = z.object({
  id: z.string(),
  time: epochMs,
  rating: z.number().int().min(0).max(10),
  description: z.string(),
  thoughts: z.string(),
  sensations: z.string(),
  behaviour: z.string(),
  shortTermConsequences: z.string(),
  longTermConsequences: z.string(),
});
export type SituationAnalysis = z.infer<typeof SituationAnalysis>;
export const SituationsResponse = z.object({ situations: z.array(SituationAnalysis) });
export type SituationsResponse = z.infer<typeof SituationsResponse>;

// ——— The patient's side (below /api/join/{token}) ———

export const PatientProgrammesQuery = z.object({ language: z.enum(LOCALES).optional() });

const PatientStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), id: z.string(), title: z.string(), body: z.string(), done: z.boolean() }),
  z.object({
    kind: z.literal('exercise'),
    id: z.string(),
    exercise: z.enum(EXERCISE_TYPES),
    exerciseId: z.string(),
    title: z.string(),
    instructions: z.string(),
    done: z.boolean(),
  }),
  z.object({
    kind: z.literal('questionnaire'),
    id: z.string(),
    title: z.string(),
    questions: z.array(z.object({ id: z.string(), text: z.string() })),
    scale: z.array(z.string()),
    done: z.boolean(),
  }),
]);
export type PatientStep = z.infer<typeof PatientStep>;

/** A module as the patient sees it: its steps only once the psychologist has unlocked it. */
export const PatientModule = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(MODULE_STATES),
  /** The unlocked or active module's steps (empty while locked). */
  steps: z.array(PatientStep),
});
export type PatientModule = z.infer<typeof PatientModule>;

export const PatientProgramme = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  state: z.enum(CARE_PLAN_STATES),
  /** When it started: the activity diary takes activities from a week before (the domain's diaryWindow). */
  created: epochMs,
  ended: epochMs.nullable(),
  /** The patient may write to the psychologist (not ended, conversation active). */
  mayWrite: z.boolean(),
  /**
   * Its conversation is the one this link's messages go to: on the programme's own link (its conversation is the
   * programme's own, migration 0052); never on a meeting's link, whose messages are the meeting's.
   */
  onThisLink: z.boolean(),
  modules: z.array(PatientModule),
  exercises: z.array(ProgrammeExercise),
});
export type PatientProgramme = z.infer<typeof PatientProgramme>;

/** GET /api/join/{token}/treatment-programmes?language */
export const PatientProgrammesResponse = z.object({ programmes: z.array(PatientProgramme) });
export type PatientProgrammesResponse = z.infer<typeof PatientProgrammesResponse>;

/** POST /api/join/{token}/treatment-programmes/{carePlanId}/modules/{moduleId}/steps/{stepId}: a step done. */
export const CompleteStepBody = z.object({
  /** A questionnaire's answers, one per question on its scale; absent for text and exercise steps. */
  answers: z.array(z.number().int().min(0).max(10)).max(30).optional(),
});
export type CompleteStepBody = z.infer<typeof CompleteStepBody>;

/** POST /api/join/{token}/treatment-exercise/activity-diary/{exerciseId}/activities */
export const NewActivityBody = z.object({
  activityTime: instant,
  title: z.string().trim().min(1).max(200),
  rating: z.number().int().min(0).max(10),
  type: z.enum(DIARY_ACTIVITY_TYPES),
});
export type NewActivityBody = z.infer<typeof NewActivityBody>;

/** POST /api/join/{token}/treatment-exercise/situation-analysis/{exerciseId}/situations */
export const NewSituationBody = z.object({
  time: instant,
  rating: z.number().int().min(0).max(10),
  description: z.string().trim().min(1).max(2000),
  thoughts: z.string().max(2000),
  sensations: z.string().max(2000),
  behaviour: z.string().max(2000),
  shortTermConsequences: z.string().max(2000),
  longTermConsequences: z.string().max(2000),
});
export type NewSituationBody = z.infer<typeof NewSituationBody>;

// ——— The programme's own link (below /api/programme/{token}) ———

/**
 * POST /api/treatment-programme/CarePlan/{carePlanId}/link: a new link to the programme for the patient (the one
 * before stops working). It works until expiresAt: 180 days from now, or 30 days after the programme ended if sooner.
 */
export const ProgrammeLinkResponse = z.object({ path: z.string(), expiresAt: epochMs });
export type ProgrammeLinkResponse = z.infer<typeof ProgrammeLinkResponse>;

/**
 * GET /api/treatment-programme/CarePlan/{carePlanId}/link: the programme's live link, when it was made and until when
 * it works (its token is stored hashed: it cannot be shown again), or null when the patient has none that works.
 */
export const ProgrammeLinkState = z.object({
  link: z.object({ createdAt: epochMs, expiresAt: epochMs }).nullable(),
});
export type ProgrammeLinkState = z.infer<typeof ProgrammeLinkState>;

/** GET /api/programme/{token}: what the programme page shows before the programme itself. */
export const ProgrammeLinkInfo = z.object({
  /** The psychologist who runs the programme (who started it). */
  clinicianName: z.string(),
  expiresAt: epochMs,
  /** The language of the programme's market (its psychologist's pool's): the page speaks it. */
  locale: z.enum(LOCALES),
  state: z.enum(CARE_PLAN_STATES),
  ended: epochMs.nullable(),
});
export type ProgrammeLinkInfo = z.infer<typeof ProgrammeLinkInfo>;

/** Taken actions (seed 002 §2): the programmes started in the meeting. */
export const TreatmentProgrammesSection = takenActionsSection(
  'treatment-programmes',
  TreatmentProgramme.pick({
    id: true,
    treatmentProgrammeIdentifier: true,
    programmeNameCopyKey: true,
    state: true,
    created: true,
  }),
);
