/**
 * Treatment programmes (internet CBT, issue 21; seed 001 §4, seed 002 §3, §4): the states of a care plan, its modules
 * and its conversation, the progress indicator, and what each state lets the clinician and the patient do. Pure rules;
 * the server keeps the states and the web draws them.
 */

/** Seed 002 §3: a care plan is active, then completed (every module done) or ended (by the clinician). */
export const CARE_PLAN_STATES = ['active', 'completed', 'ended'] as const;
export type CarePlanState = (typeof CARE_PLAN_STATES)[number];

/**
 * Seed 001 §4: disabled is locked; enabled offers the unlock button; unlocked (not yet started by the patient) and
 * active (started) show the current step and the start date; completed is done.
 */
export const MODULE_STATES = ['disabled', 'enabled', 'unlocked', 'active', 'completed'] as const;
export type ModuleState = (typeof MODULE_STATES)[number];

export const CONVERSATION_STATES = ['active', 'paused'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

export const PROGRESS_INDICATORS = ['none', 'next_module_is_unlockable', 'module_not_completed_in_time'] as const;
export type ProgressIndicator = (typeof PROGRESS_INDICATORS)[number];

/** Programme identifiers are `ICBT_` and a name (seed 001 §7: the identifier pattern ICBT_.+). */
export const ICBT_IDENTIFIER_PATTERN = /^ICBT_.+$/;

/** A module the patient has had this long without completing it is "not completed in time" (our choice: two weeks). */
export const MODULE_EXPECTED_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isModuleState(value: unknown): value is ModuleState {
  return typeof value === 'string' && (MODULE_STATES as readonly string[]).includes(value);
}

/** How the module list draws a module (seed 001 §4); an unknown state is drawn locked (and logged by the caller). */
export type ModuleDisplay = 'locked' | 'unlockable' | 'in-progress' | 'completed';

export function moduleDisplay(state: string): ModuleDisplay {
  switch (state) {
    case 'enabled':
      return 'unlockable';
    case 'unlocked':
    case 'active':
      return 'in-progress';
    case 'completed':
      return 'completed';
    default:
      return 'locked';
  }
}

/** Ended programmes disable the messenger, unlock and end buttons (seed 001 §4). */
export function isCarePlanEnded(carePlanState: CarePlanState): boolean {
  return carePlanState === 'ended';
}

/** The clinician may unlock an enabled module of a programme that is not ended. */
export function canUnlockModule(carePlanState: CarePlanState, moduleState: string): boolean {
  return !isCarePlanEnded(carePlanState) && moduleState === 'enabled';
}

/** The clinician may end a programme that is not ended yet (a completed one is closed by ending it too). */
export function canEndProgramme(carePlanState: CarePlanState): boolean {
  return !isCarePlanEnded(carePlanState);
}

/** The messenger opens for a programme that is not ended. */
export function canOpenMessenger(carePlanState: CarePlanState): boolean {
  return !isCarePlanEnded(carePlanState);
}

/** The patient writes to the psychologist while the programme is not ended and its conversation is not paused. */
export function patientMayWrite(carePlanState: CarePlanState, conversationState: ConversationState): boolean {
  return !isCarePlanEnded(carePlanState) && conversationState === 'active';
}

/** The patient works in a module the psychologist has unlocked and that is not completed yet. */
export function patientMayWork(carePlanState: CarePlanState, moduleState: string): boolean {
  return carePlanState === 'active' && (moduleState === 'unlocked' || moduleState === 'active');
}

export type ModuleProgress = { state: string; startedAt: number | null };

/**
 * Seed 002 §3's progress indicator over a programme's modules, for the clinician's lists: the next module can be
 * unlocked (one is enabled), else a module the patient has had longer than MODULE_EXPECTED_DAYS is not completed in
 * time, else none. An ended or completed programme has nothing to act on: none.
 */
export function progressIndicator(
  carePlanState: CarePlanState,
  modules: readonly ModuleProgress[],
  now: number,
): ProgressIndicator {
  if (carePlanState !== 'active') return 'none';
  if (modules.some((m) => m.state === 'enabled')) return 'next_module_is_unlockable';
  const late = modules.some(
    (m) =>
      (m.state === 'unlocked' || m.state === 'active') &&
      m.startedAt !== null &&
      now - m.startedAt > MODULE_EXPECTED_DAYS * DAY_MS,
  );
  return late ? 'module_not_completed_in_time' : 'none';
}

/** The state a module moves to when the patient completes its last step: completed; the next one becomes enabled. */
export type ModuleCompletion = { completed: number; enabled: number | null; carePlanCompleted: boolean };

/**
 * What completing module `index` (0-based) of `count` does: it is completed, the next one (if any) becomes enabled —
 * ready for the psychologist to unlock — and completing the last one completes the care plan.
 */
export function completeModule(index: number, count: number): ModuleCompletion {
  const last = index === count - 1;
  return { completed: index, enabled: last ? null : index + 1, carePlanCompleted: last };
}

/** The module states of a new care plan: the first unlocked (the patient starts at once), the rest disabled. */
export function initialModuleStates(count: number): ModuleState[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? 'unlocked' : 'disabled'));
}

/**
 * The activity diary's span (ours): the patient may write what they did up to a week before the programme started
 * (the week that brought them) and plan up to a day ahead; the clinician's diary reads the same span, to the
 * programme's end or to a day from now. The start is taken from its first minute: the patient's form keeps times to
 * the minute.
 */
export const DIARY_DAYS_BEFORE_START = 7;
export const DIARY_DAYS_AHEAD = 1;
const MINUTE_MS = 60 * 1000;

export function diaryWindow(created: number, ended: number | null, now: number): { from: number; to: number } {
  const from = Math.floor((created - DIARY_DAYS_BEFORE_START * DAY_MS) / MINUTE_MS) * MINUTE_MS;
  // An ended programme's diary still reaches a day past its end: an activity planned for tomorrow the day it ended.
  return { from, to: (ended ?? now) + DIARY_DAYS_AHEAD * DAY_MS };
}

/** Whether the patient may date an activity at this instant (within diaryWindow, as of now). */
export function isWithinDiaryWindow(activityTime: number, created: number, now: number): boolean {
  const { from, to } = diaryWindow(created, null, now);
  return activityTime >= from && activityTime <= to;
}
