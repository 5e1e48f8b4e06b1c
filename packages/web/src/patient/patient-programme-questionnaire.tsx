import type { PatientStep } from '@konsult/domain/api/treatment-programmes';
import { type FormEvent, useState } from 'react';
import { fill, useProgramme } from './patient-programme-texts';

type QuestionnaireStepData = Extract<PatientStep, { kind: 'questionnaire' }>;

/**
 * A questionnaire step of a module: each question answered on the step's scale (0 to its length − 1), every one
 * required; sending the answers completes the step. A failed send keeps the answers.
 */
export function QuestionnaireStep({
  step,
  idPrefix,
  onComplete,
}: {
  step: QuestionnaireStepData;
  /** The step's heading, which also names the form. */
  idPrefix: string;
  onComplete: (answers: number[]) => Promise<void>;
}) {
  const { language, texts: t } = useProgramme();
  const [answers, setAnswers] = useState<(number | null)[]>(() => step.questions.map(() => null));
  const [showMissing, setShowMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const missing = answers.flatMap((answer, index) => (answer === null ? [index + 1] : []));
  const total = step.questions.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (missing.length > 0) {
      setShowMissing(true);
      document.getElementById(`${idPrefix}-q${missing[0]! - 1}`)?.focus();
      return;
    }
    setSending(true);
    setFailed(false);
    try {
      await onComplete(answers as number[]);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const missingText =
    new Intl.PluralRules(language).select(missing.length) === 'one'
      ? t.questionnaire.missing_one
      : t.questionnaire.missing_other;
  return (
    <form
      className="join__questionnaire"
      aria-labelledby={idPrefix}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <ol className="join__questionnaire-items">
        {step.questions.map((question, index) => {
          const unanswered = showMissing && answers[index] === null;
          return (
            <li key={question.id}>
              <fieldset
                className="join__questionnaire-item"
                aria-invalid={unanswered || undefined}
                data-unanswered={unanswered || undefined}
              >
                <legend>
                  <span className="join__visually-hidden">
                    {fill(t.questionnaire.question, { number: index + 1, total })}:{' '}
                  </span>
                  {question.text}
                </legend>
                <div className="join__questionnaire-options">
                  {step.scale.map((label, points) => (
                    <label key={points}>
                      <input
                        type="radio"
                        id={points === 0 ? `${idPrefix}-q${index}` : undefined}
                        name={`${idPrefix}-q${index}`}
                        value={points}
                        checked={answers[index] === points}
                        onChange={() =>
                          setAnswers((current) => current.map((answer, k) => (k === index ? points : answer)))
                        }
                      />{' '}
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {showMissing && missing.length > 0 && (
        <p role="alert">
          {fill(missingText, {
            numbers: new Intl.ListFormat(language, { type: 'conjunction' }).format(missing.map(String)),
          })}
        </p>
      )}
      {failed && <p role="alert">{t.step.failed}</p>}
      <button type="submit" disabled={sending}>
        {sending ? t.questionnaire.sending : t.questionnaire.send}
      </button>
    </form>
  );
}
