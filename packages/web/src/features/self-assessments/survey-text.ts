import type { SelfAssessmentQuestion } from '@konsult/domain';

/** What a question's answer reads as: the selected options' labels, or the free text; null when unanswered. */
export function answerText(question: SelfAssessmentQuestion): string | null {
  const selected = question.options.filter((option) => option.selected).map((option) => option.label);
  if (selected.length > 0) return selected.join(', ');
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
}): string {
  const lines = [`${parts.title} – ${parts.date}`];
  if (parts.scoreLine) lines.push(parts.scoreLine);
  parts.questions.forEach((question, i) => {
    lines.push('');
    if (question.subtitle) lines.push(question.subtitle);
    lines.push(`${i + 1}. ${question.title}`);
    lines.push(`   ${answerText(question) ?? parts.notAnswered}`);
  });
  return lines.join('\n');
}
