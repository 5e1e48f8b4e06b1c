import { useEffect, useState } from 'react';
import { PatientCall } from './patient-call';
import { PatientMessages } from './patient-messages';

export type JoinInfo = {
  clinicianName: string;
  scheduledStartTime: number;
  interventionType: string;
  expiresAt: number;
};

type State = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'unreachable' } | { kind: 'ready'; info: JoinInfo };

/**
 * /join/:token — the patient's side of a meeting, reached by the one-time link the clinician sent.
 * It shows who the patient will meet and when, and for a video meeting the camera preview and the call.
 * Patient-side translations come later. No zod and no Mantine here: the page's JavaScript budget is 80 KB gzip.
 */
export function JoinPage({
  token,
  fetchInfo = fetchJoinInfo,
}: {
  token: string | null;
  fetchInfo?: typeof fetchJoinInfo;
}) {
  const [fetched, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A path without a token is as invalid as a bad token; there is nothing to ask the server.
  const state: State = token ? fetched : { kind: 'invalid' };

  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchInfo(token).then(
      (result) => current && setState(result ? { kind: 'ready', info: result } : { kind: 'invalid' }),
      () => current && setState({ kind: 'unreachable' }),
    );
    return () => {
      current = false;
    };
  }, [token, fetchInfo, attempt]);

  return (
    <main className="join">
      <h1 className="join__title">konsult — video consultation</h1>
      {state.kind === 'loading' && (
        <p className="join__message" role="status">
          Checking your link…
        </p>
      )}
      {state.kind === 'invalid' && (
        <p className="join__message" role="alert">
          This link is not valid or has expired. Ask your clinician for a new link.
        </p>
      )}
      {state.kind === 'unreachable' && (
        <div role="alert" className="join__message">
          <p>We could not reach konsult. Check your internet connection.</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {state.kind === 'ready' && <Appointment info={state.info} />}
      {state.kind === 'ready' && token && state.info.interventionType === 'VIDEO' && <PatientCall token={token} />}
      {state.kind === 'ready' && token && <PatientMessages token={token} />}
    </main>
  );
}

function Appointment({ info }: { info: JoinInfo }) {
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(
    info.scheduledStartTime,
  );
  return (
    <section className="join__message" aria-label="Your appointment">
      <p>
        Your {info.interventionType === 'TEXT' ? 'text' : 'video'} consultation with{' '}
        <strong>{info.clinicianName}</strong>
      </p>
      <p>
        <time dateTime={new Date(info.scheduledStartTime).toISOString()}>{when}</time>
      </p>
      <p>Keep this page open. Your clinician will start the consultation at the booked time.</p>
    </section>
  );
}

/** null: the server says the link is unknown, expired or revoked. Throws when the server cannot be reached. */
export async function fetchJoinInfo(token: string): Promise<JoinInfo | null> {
  const response = await fetch(`/api/join/${encodeURIComponent(token)}`, { credentials: 'omit' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`join info: ${response.status}`);
  return (await response.json()) as JoinInfo;
}
