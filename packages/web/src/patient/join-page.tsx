import { lazy, Suspense, useEffect, useState } from 'react';
import { getFromJoin } from './join-api';
import { Unreachable } from './load-failed';
import { PatientCall } from './patient-call';
import { browserLanguages, formatDateTime, patientLanguage } from './patient-language';
import { ProgrammesAndMessages } from './patient-programmes-gate';
import {
  loadPageLanguage,
  type PageLanguage,
  PageLanguageContext,
  usePageLanguage,
  usePageLanguageOf,
} from './patient-texts';

// Its own chunk, fetched once the meeting shows: the page's first chunk is near its 80 KB budget.
const PatientQuestionnaires = lazy(() =>
  import('./patient-questionnaires').then((module) => ({ default: module.PatientQuestionnaires })),
);

export type JoinInfo = {
  clinicianName: string;
  scheduledStartTime: number;
  interventionType: string;
  expiresAt: number;
  /** The language of the meeting's market; a server from before issue 16 does not send it. */
  locale?: string;
};

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'ready'; info: JoinInfo; page: PageLanguage };

/**
 * /join/:token — the patient's side of a meeting, reached by the one-time link the clinician sent.
 * It shows who the patient will meet and when, and for a video meeting the camera preview and the call.
 * It speaks the browser's language until the server names the meeting's market, then the market's; the meeting is
 * shown once its language is loaded, so that the patient does not see it change language under their eyes.
 * No zod and no Mantine here: the page's JavaScript budget is 80 KB gzip.
 */
export function JoinPage({
  token,
  fetchInfo = fetchJoinInfo,
}: {
  token: string | null;
  fetchInfo?: typeof fetchJoinInfo;
}) {
  const [languages] = useState(browserLanguages);
  const browserPage = usePageLanguageOf(patientLanguage(undefined, languages));
  const [fetched, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A path without a token is as invalid as a bad token; there is nothing to ask the server.
  const state: State = token ? fetched : { kind: 'invalid' };

  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchInfo(token).then(
      async (info) => {
        if (!info) return current && setState({ kind: 'invalid' });
        const page = await loadPageLanguage(patientLanguage(info.locale, languages));
        if (current) setState({ kind: 'ready', info, page });
      },
      () => current && setState({ kind: 'unreachable' }),
    );
    return () => {
      current = false;
    };
  }, [token, fetchInfo, attempt, languages]);

  const page = state.kind === 'ready' ? state.page : browserPage;
  const language = page?.language;
  const title = page?.texts.page.title;
  useEffect(() => {
    if (!language || !title) return;
    document.documentElement.lang = language;
    document.title = title;
  }, [language, title]);

  // The first moment of a page in another language than English, while its texts arrive: nothing to read yet.
  if (!page) return <main className="join" aria-busy="true" />;
  const { texts } = page;

  return (
    <PageLanguageContext value={page}>
      <main className="join">
        <h1 className="join__title">{texts.page.title}</h1>
        {state.kind === 'loading' && (
          <p className="join__message" role="status">
            {texts.page.checking}
          </p>
        )}
        {state.kind === 'invalid' && (
          <p className="join__message" role="alert">
            {texts.videoErrors.reason.link_invalid}
          </p>
        )}
        {state.kind === 'unreachable' && <Unreachable texts={texts} onRetry={() => setAttempt((n) => n + 1)} />}
        {state.kind === 'ready' && <Appointment info={state.info} />}
        {state.kind === 'ready' && token && state.info.interventionType === 'VIDEO' && <PatientCall token={token} />}
        {state.kind === 'ready' && token && (
          <Suspense fallback={null}>
            <PatientQuestionnaires token={token} />
          </Suspense>
        )}
        {/* The treatment programmes, if any, then the messages, whose composer the programmes may close. */}
        {state.kind === 'ready' && token && <ProgrammesAndMessages token={token} />}
      </main>
    </PageLanguageContext>
  );
}

function Appointment({ info }: { info: JoinInfo }) {
  const { language, texts } = usePageLanguage();
  const t = texts.appointment;
  return (
    <section className="join__message" aria-label={t.label}>
      <p>{withClinician(info.interventionType === 'TEXT' ? t.textWith : t.videoWith, info.clinicianName)}</p>
      <p>
        <time dateTime={new Date(info.scheduledStartTime).toISOString()}>
          {formatDateTime(language, 'full', info.scheduledStartTime)}
        </time>
      </p>
      <p>{t.keepOpen}</p>
    </section>
  );
}

/** The clinician's name, in bold, where the text has `{clinician}`: each language puts it in its own place. */
function withClinician(text: string, name: string) {
  const [before, after = ''] = text.split('{clinician}');
  return (
    <>
      {before}
      <strong>{name}</strong>
      {after}
    </>
  );
}

/** null: the server says the link is unknown, expired or revoked. Throws when the server cannot be reached. */
export async function fetchJoinInfo(token: string): Promise<JoinInfo | null> {
  const response = await getFromJoin(token);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`join info: ${response.status}`);
  return (await response.json()) as JoinInfo;
}
