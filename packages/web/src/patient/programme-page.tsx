// Types from the domain's module, not its barrel: the patient's page loads no zod.
import type { ProgrammeLinkInfo } from '@konsult/domain/api/treatment-programmes';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { fill, useProgrammeTexts } from './patient-programme-texts';
import type { Shell } from './programme-shell';
import type { PageLanguage } from './patient-texts';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'ready'; info: ProgrammeLinkInfo; page: PageLanguage };

/**
 * /programme/:token — a treatment programme's own page (internet CBT; issue 21), reached by the link the psychologist
 * made for the weeks the programme runs (the meeting's link ends two hours after the meeting). The patient works
 * through the unlocked modules, keeps the exercises and writes to the psychologist in the programme's conversation;
 * once the programme has ended the link still opens it, read-only, and says so. The join page's entry loads this
 * page as a chunk of its own, so that the join page's first load (80 KB budget) does not carry it; the entry hands
 * it the join page's parts it reuses (`shell`: ./programme-shell.ts). Plain React like the join page, in the language
 * of the programme's market once the server has named it.
 */
type Props = { token: string | null; shell: Shell; fetchInfo?: (token: string) => Promise<ProgrammeLinkInfo | null> };

export default function ProgrammePage(props: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PageBoundary key={attempt} shell={props.shell} onRetry={() => setAttempt((n) => n + 1)}>
      <Page {...props} />
    </PageBoundary>
  );
}

/** A part of the page failed while showing: the page says so in the browser's language, and starts again on asking. */
class PageBoundary extends Component<{ children: ReactNode; shell: Shell; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    const { LoadFailed } = this.props.shell;
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function Page({ token, shell, fetchInfo }: Props) {
  const {
    browserLanguages,
    formatDateTime,
    loadPageLanguage,
    PageLanguageContext,
    patientLanguage,
    ProgrammesAndMessages,
    usePageLanguageOf,
    watchResponses,
  } = shell;
  const [languages] = useState(browserLanguages);
  const browserPage = usePageLanguageOf(patientLanguage(undefined, languages));
  const [fetched, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Any call of the page (the programme, a step, an exercise, the messages) may learn that the link no longer works:
  // expired, or replaced by a newer one. The page then says so, and its parts (and their polling) are gone.
  const [gone, setGone] = useState(false);
  useEffect(() => {
    watchResponses((response) => {
      if (response.status !== 404) return;
      void response
        .clone()
        .json()
        .then(
          (body: { error?: { key?: string } } | null) => body?.error?.key === 'link_invalid' && setGone(true),
          () => undefined,
        );
    });
    return () => watchResponses();
  }, [watchResponses]);
  const state: State = token && !gone ? fetched : { kind: 'invalid' };

  useEffect(() => {
    if (!token) return;
    let current = true;
    (fetchInfo ?? ((asked: string) => fetchProgrammeInfo(shell, asked)))(token).then(
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
  }, [token, fetchInfo, shell, attempt, languages, loadPageLanguage, patientLanguage]);

  const page = state.kind === 'ready' ? state.page : browserPage;
  const programmeTexts = useProgrammeTexts(page?.language ?? 'en');
  const title = programmeTexts?.link.title;
  const language = page?.language;
  useEffect(() => {
    if (!language || !title) return;
    document.documentElement.lang = language;
    document.title = title;
  }, [language, title]);

  if (!page || !programmeTexts) return <main className="join" aria-busy="true" />;
  const { texts } = page;
  const t = programmeTexts.link;

  return (
    <PageLanguageContext value={page}>
      <main className="join">
        <h1 className="join__title">{t.title}</h1>
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
        {state.kind === 'unreachable' && (
          <div role="alert" className="join__message">
            <p>{texts.page.unreachable}</p>
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              {texts.page.tryAgain}
            </button>
          </div>
        )}
        {state.kind === 'ready' && (
          <section className="join__message" aria-label={t.title}>
            <p>{fill(t.withClinician, { clinician: state.info.clinicianName })}</p>
            <p>
              {fill(state.info.state === 'ended' ? t.endedUntil : t.validUntil, {
                date: formatDateTime(page.language, 'medium', state.info.expiresAt),
              })}
            </p>
          </section>
        )}
        {state.kind === 'ready' && token && <ProgrammesAndMessages token={token} kind="programme" />}
      </main>
    </PageLanguageContext>
  );
}

/** null: the server says the link is unknown, expired or revoked. Throws when the server cannot be reached. */
export async function fetchProgrammeInfo(
  { getFromJoin }: Pick<Shell, 'getFromJoin'>,
  token: string,
): Promise<ProgrammeLinkInfo | null> {
  const response = await getFromJoin(token, '', 'programme');
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`programme link: ${response.status}`);
  return (await response.json()) as ProgrammeLinkInfo;
}
