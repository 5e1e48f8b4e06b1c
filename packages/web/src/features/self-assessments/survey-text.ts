import type { SelfAssessmentQuestion } from '@konsult/domain';
import { formatList } from '../../lib/format-list';

/**
 * What a question's answer reads as: the selected options' labels as a list in the UI language (an Intl locale), or
 * the free text; null when unanswered.
 */
export function answerText(question: SelfAssessmentQuestion, locale: string): string | null {
  const selected = question.options.filter((option) => option.selected).map((option) => option.label);
  if (selected.length > 0) return formatList(selected, locale);
  const free = question.answer?.trim();
  return free ? free : null;
}

/**
 * A response as plain text for the clipboard (seed 001 §2.3 "copy-to-clipboard"), ready to paste into a note:
 * title and date, the score line, then each question with its answer, indented.
 */
export function surveyResponseText(parts: {
  title: string;
  date: string;
  scoreLine: string | null;
  questions: readonly SelfAssessmentQuestion[];
  notAnswered: string;
  /** The Intl locale of the UI language, for lists of selected options. */
  locale: string;
}): string {
  const lines = [`${parts.title} – ${parts.date}`];
  if (parts.scoreLine) lines.push(parts.scoreLine);
  parts.questions.forEach((question, i) => {
    lines.push('');
    if (question.subtitle) lines.push(question.subtitle);
    lines.push(`${i + 1}. ${question.title}`);
    lines.push(`   ${answerText(question, parts.locale) ?? parts.notAnswered}`);
  });
  return lines.join('\n');
}
