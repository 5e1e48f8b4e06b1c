import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { getFromJoin, isClientError, JoinResponseError, postToJoin } from './join-api';
import { type PatientLanguage } from './patient-language';
import { usePageLanguage } from './patient-texts';
import { usePolled } from './use-polled';

/** A questionnaire as the server sends it, in the page's language (PatientQuestionnaire in the domain). */
export type Questionnaire = {
  id: string;
  type: string;
  title: string;
  instructions: string;
  items: string[];
  options: { points: number; label: string }[];
};

const POLL_MS = 15_000;

/**
 * The questionnaires the clinician sent in this meeting (se-self-assessment; issue 18), on the link page: one at a
 * time, every question required, in the page's language. The server scores the answers; the page sends only which
 * option was chosen. A failed send keeps the answers. Plain React like the rest of the page (its JavaScript budget).
 */
export function PatientQuestionnaires({ token }: { token: string }) {
  const { language, texts } = usePageLanguage();
  const t = texts.questionnaires;
  const [answeredAny, setAnsweredAny] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Set when an answer is sent: once the list is fetched again, focus goes to what comes next.
  const focusNext = useRef(false);

  const fetchData = useCallback(() => fetchQuestionnaires(token, language), [token, language]);
  // The clinician may send one while the patient waits on the page; an expired link (4xx) is not asked again.
  const { data: list, loadFailed, load } = usePolled(fetchData, POLL_MS, { stopOn: isClientError });
  const first = list?.[0];

  useEffect(() => {
    if (!focusNext.current || list === null) return;
    focusNext.current = false;
    (first ? document.getElementById(headingId(first.id)) : statusRef.current)?.focus();
  }, [list, first]);

  // Nothing to answer and nothing answered: the page does not mention questionnaires at all, not even when they
  // could not be loaded (most patients are never sent one).
  if (list === null || (list.length === 0 && !answeredAny)) return null;

  return (
    <section className="join__questionnaires" aria-labelledby="join-questionnaires-title">
      <h2 id="join-questionnaires-title">{t.title}</h2>
      {loadFailed && (
        <p role="alert">
          {t.loadFailed}{' '}
          <button type="button" onClick={() => void load()}>
            {texts.page.tryAgain}
          </button>
        </p>
      )}
      {answeredAny && (
        <p role="status" ref={statusRef} tabIndex={-1}>
          {list.length === 0 ? t.allDone : t.sent}
        </p>
      )}
      {first && (
        <>
          <p>{t.intro}</p>
          {list.length > 1 && (
            <p className="join__questionnaire-progress">
              {t.progress.replace('{current}', '1').replace('{total}', String(list.length))}
            </p>
          )}
          <QuestionnaireForm
            key={first.id}
            token={token}
            questionnaire={first}
            onAnswered={async () => {
              focusNext.current = true;
              setAnsweredAny(true);
              await load();
            }}
          />
        </>
      )}
    </section>
  );
}

function QuestionnaireForm({
  token,
  questionnaire,
  onAnswered,
}: {
  token: string;
  questionnaire: Questionnaire;
  onAnswered: () => Promise<void>;
}) {
  const { language, texts } = usePageLanguage();
  const t = texts.questionnaires;
  const [answers, setAnswers] = useState<(number | null)[]>(() => questionnaire.items.map(() => null));
  const [showMissing, setShowMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const missing = answers.flatMap((answer, index) => (answer === null ? [index + 1] : []));

  const choose = (item: number, points: number) =>
    setAnswers((current) => current.map((answer, index) => (index === item ? points : answer)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (missing.length > 0) {
      setShowMissing(true);
      document.getElementById(`${questionnaire.id}-q${missing[0]! - 1}`)?.focus();
      return;
    }
    setSending(true);
    setSendFailed(false);
    try {
      await postAnswers(token, questionnaire.id, language, answers);
      await onAnswered();
    } catch {
      setSendFailed(true);
      setSending(false);
    }
  };

  useEffect(() => {
    if (showMissing && missing.length > 0) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showMissing, missing.length]);

  const total = questionnaire.items.length;
  return (
    <form
      className="join__questionnaire"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={questionnaire.title}
    >
      <h3 id={headingId(questionnaire.id)} tabIndex={-1}>
        {questionnaire.title}
      </h3>
      <p>{questionnaire.instructions}</p>
      <ol className="join__questionnaire-items">
        {questionnaire.items.map((item, index) => {
          const unanswered = showMissing && answers[index] === null;
          return (
            <li key={index}>
              <fieldset
                className="join__questionnaire-item"
                aria-invalid={unanswered || undefined}
                data-unanswered={unanswered || undefined}
              >
                <legend>
                  <span className="join__visually-hidden">
                    {t.question.replace('{number}', String(index + 1)).replace('{total}', String(total))}:{' '}
                  </span>
                  {item}
                </legend>
                <div className="join__questionnaire-options">
                  {questionnaire.options.map((option, k) => (
                    <label key={option.points}>
                      <input
                        type="radio"
                        id={k === 0 ? `${questionnaire.id}-q${index}` : undefined}
                        name={`${questionnaire.id}-q${index}`}
                        value={option.points}
                        checked={answers[index] === option.points}
                        onChange={() => choose(index, option.points)}
                        required
                      />{' '}
                      {option.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {showMissing && missing.length > 0 && (
        <p role="alert" ref={alertRef}>
          {(new Intl.PluralRules(language).select(missing.length) === 'one' ? t.missing_one : t.missing_other).replace(
            '{numbers}',
            listOf(language, missing),
          )}
        </p>
      )}
      {sendFailed && <p role="alert">{t.sendFailed}</p>}
      <button type="submit" disabled={sending}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}

const headingId = (questionnaireId: string) => `questionnaire-${questionnaireId}-title`;

function listOf(language: PatientLanguage, numbers: number[]): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(numbers.map(String));
}

async function fetchQuestionnaires(token: string, language: PatientLanguage): Promise<Questionnaire[]> {
  const response = await getFromJoin(token, `/self-assessments?language=${language}`);
  if (!response.ok) throw new JoinResponseError('questionnaires', response.status);
  const { questionnaires } = (await response.json()) as { questionnaires?: Questionnaire[] };
  // A server from before issue 18 has no such list: nothing to answer.
  return Array.isArray(questionnaires) ? questionnaires : [];
}

async function postAnswers(
  token: string,
  id: string,
  language: PatientLanguage,
  answers: (number | null)[],
): Promise<void> {
  const response = await postToJoin(token, `/self-assessments/${encodeURIComponent(id)}`, { language, answers });
  // Answered already (another tab): nothing is lost, the list moves on.
  if (!response.ok && response.status !== 409) throw new Error(`answer: ${response.status}`);
}
