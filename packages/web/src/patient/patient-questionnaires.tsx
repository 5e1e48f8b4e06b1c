import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type PatientLanguage } from './patient-language';
import { usePageLanguage } from './patient-texts';

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
  const [list, setList] = useState<Questionnaire[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [answeredAny, setAnsweredAny] = useState(false);

  const load = useCallback(async () => {
    try {
      setList(await fetchQuestionnaires(token, language));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, [token, language]);

  useEffect(() => {
    let current = true;
    const tick = () => void (current && load());
    tick();
    // The clinician may send one while the patient waits on the page.
    const timer = setInterval(tick, POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [load]);

  // Nothing to answer and nothing answered: the page does not mention questionnaires at all.
  if (!loadFailed && (list === null || (list.length === 0 && !answeredAny))) return null;

  const first = list?.[0];
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
      {answeredAny && <p role="status">{list && list.length === 0 ? t.allDone : t.sent}</p>}
      {first && list && (
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
      <h3>{questionnaire.title}</h3>
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
          {t.missing.replace('{numbers}', listOf(language, missing))}
        </p>
      )}
      {sendFailed && <p role="alert">{t.sendFailed}</p>}
      <button type="submit" disabled={sending}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}

function listOf(language: PatientLanguage, numbers: number[]): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(numbers.map(String));
}

async function fetchQuestionnaires(token: string, language: PatientLanguage): Promise<Questionnaire[]> {
  const response = await fetch(`/api/join/${encodeURIComponent(token)}/self-assessments?language=${language}`, {
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`questionnaires: ${response.status}`);
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
  const response = await fetch(`/api/join/${encodeURIComponent(token)}/self-assessments/${encodeURIComponent(id)}`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language, answers }),
  });
  // Answered already (another tab): nothing is lost, the list moves on.
  if (!response.ok && response.status !== 409) throw new Error(`answer: ${response.status}`);
}
