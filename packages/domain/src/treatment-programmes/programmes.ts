import type { Locale } from '../markets/country';

/**
 * Treatment programmes as content (issue 21): internet CBT programmes we write ourselves, each a sequence of modules of
 * steps — text to read, an exercise (the activity diary or a situation analysis) and a short questionnaire — in the
 * five languages. The server serves a module's steps to the patient in the page's language; the clinician's panels
 * read the titles. Identifiers match ICBT_IDENTIFIER_PATTERN.
 */

export type LocalizedText = Readonly<Record<Locale, string>>;

/** The exercises a programme keeps (seed 001 §3 "exercises (exerciseId, type)"). */
export const EXERCISE_TYPES = ['activity-diary', 'situation-analysis'] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

/** The kinds of activity the patient's diary offers (ours: behavioural activation's usual split). */
export const DIARY_ACTIVITY_TYPES = ['chores', 'social', 'exercise', 'pleasant', 'other'] as const;
export type DiaryActivityType = (typeof DIARY_ACTIVITY_TYPES)[number];
export function isDiaryActivityType(value: string): value is DiaryActivityType {
  return (DIARY_ACTIVITY_TYPES as readonly string[]).includes(value);
}

export type ProgrammeStep =
  | { kind: 'text'; id: string; title: LocalizedText; body: LocalizedText }
  | { kind: 'exercise'; id: string; exercise: ExerciseType; title: LocalizedText; instructions: LocalizedText }
  | {
      kind: 'questionnaire';
      id: string;
      title: LocalizedText;
      /** Each question is answered on the scale, 0 to scale.length - 1. */
      questions: readonly { id: string; text: LocalizedText }[];
      scale: readonly LocalizedText[];
    };

export type ProgrammeModule = { key: string; title: LocalizedText; steps: readonly ProgrammeStep[] };

export type TreatmentProgrammeDefinition = {
  identifier: `ICBT_${string}`;
  /** The copy key the seed's wire field programmeNameCopyKey carries, e.g. 'treatment-programme.icbt-anxiety'. */
  programmeNameCopyKey: string;
  title: LocalizedText;
  description: LocalizedText;
  /** The exercises the programme keeps for the patient from its start. */
  exercises: readonly ExerciseType[];
  modules: readonly ProgrammeModule[];
};

/** The text in a language (the page's), English where a text lacks it (every shipped text has all five). */
export function textIn(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en;
}
