import type { LocalizedText, ProgrammeStep } from '../programmes';

/** The answer scales the programmes' questionnaires share; every point labelled, scored 0 to length - 1. */

/** How often over the past week, 0 Not at all to 4 All the time. */
export const FREQUENCY_SCALE: readonly LocalizedText[] = [
  { en: 'Not at all', sv: 'Inte alls', nb: 'Ikke i det hele tatt', fr: 'Pas du tout', de: 'Überhaupt nicht' },
  { en: 'Rarely', sv: 'Sällan', nb: 'Sjelden', fr: 'Rarement', de: 'Selten' },
  { en: 'Sometimes', sv: 'Ibland', nb: 'Av og til', fr: 'Parfois', de: 'Manchmal' },
  { en: 'Often', sv: 'Ofta', nb: 'Ofte', fr: 'Souvent', de: 'Oft' },
  { en: 'All the time', sv: 'Hela tiden', nb: 'Hele tiden', fr: 'Tout le temps', de: 'Ständig' },
];

/** How many days over the past week, 0 Not at all to 3 Nearly every day (the depression programme's check). */
export const DAYS_SCALE: readonly LocalizedText[] = [
  { en: 'Not at all', sv: 'Inte alls', nb: 'Ikke i det hele tatt', fr: 'Jamais', de: 'Überhaupt nicht' },
  { en: 'On some days', sv: 'Några dagar', nb: 'Noen dager', fr: 'Certains jours', de: 'An einzelnen Tagen' },
  {
    en: 'On most days',
    sv: 'De flesta dagar',
    nb: 'De fleste dager',
    fr: 'La plupart des jours',
    de: 'An den meisten Tagen',
  },
  {
    en: 'Nearly every day',
    sv: 'Nästan varje dag',
    nb: 'Nesten hver dag',
    fr: 'Presque tous les jours',
    de: 'Beinahe jeden Tag',
  },
];

/** How severe a problem was over the past week, 0 None to 4 Very severe (the insomnia programme's check). */
export const SEVERITY_SCALE: readonly LocalizedText[] = [
  { en: 'None', sv: 'Inga', nb: 'Ingen', fr: 'Aucune', de: 'Keine' },
  { en: 'Mild', sv: 'Lätta', nb: 'Lette', fr: 'Légères', de: 'Leichte' },
  { en: 'Moderate', sv: 'Måttliga', nb: 'Moderate', fr: 'Modérées', de: 'Mäßige' },
  { en: 'Severe', sv: 'Svåra', nb: 'Alvorlige', fr: 'Importantes', de: 'Starke' },
  { en: 'Very severe', sv: 'Mycket svåra', nb: 'Svært alvorlige', fr: 'Très importantes', de: 'Sehr starke' },
];

/** How confident the patient is, 0 Not at all to 4 Completely (the relapse-prevention modules). */
export const CONFIDENCE_SCALE: readonly LocalizedText[] = [
  { en: 'Not at all', sv: 'Inte alls', nb: 'Ikke i det hele tatt', fr: 'Pas du tout', de: 'Gar nicht' },
  { en: 'A little', sv: 'Lite', nb: 'Litt', fr: 'Un peu', de: 'Ein wenig' },
  { en: 'Fairly', sv: 'Ganska', nb: 'Ganske', fr: 'Assez', de: 'Einigermaßen' },
  { en: 'Very', sv: 'Mycket', nb: 'Svært', fr: 'Très', de: 'Sehr' },
  { en: 'Completely', sv: 'Helt', nb: 'Helt', fr: 'Tout à fait', de: 'Völlig' },
];

/** A question of a programme's recurring check, keyed within it. */
export type CheckQuestion = { key: string; text: LocalizedText };

/** A programme's recurring check as a questionnaire step: its questions' ids are the step's id and their key. */
export function checkStep(
  id: string,
  title: LocalizedText,
  questions: readonly CheckQuestion[],
  scale: readonly LocalizedText[],
): ProgrammeStep {
  return {
    kind: 'questionnaire',
    id,
    title,
    questions: questions.map((q) => ({ id: `${id}-${q.key}`, text: q.text })),
    scale,
  };
}
