// Types from the domain's module, not its barrel: the join page must not pull in zod and the clinician schemas.
import type { PatientProgramme } from '@konsult/domain/api/treatment-programmes';
import { lazy, Suspense, useCallback } from 'react';
import { getFromJoin, isClientError, JoinResponseError, type LinkKind, postToJoin } from './join-api';
import { formatDateTime, type PatientLanguage } from './patient-language';
import { PatientMessages } from './patient-messages';
import { usePageLanguage } from './patient-texts';
import { usePolled } from './use-polled';

// Its own chunk, fetched only for a patient in a programme: the page's first chunk is near its 80 KB budget.
const PatientProgrammes = lazy(() =>
  import('./patient-programme').then((module) => ({ default: module.PatientProgrammes })),
);

const POLL_MS = 15_000;

/**
 * The patient's treatment programmes (internet CBT; issue 21) and, below them, the messages. Asked for here, in the
 * page's first chunk, because the answer also decides whether the patient may write: on a programme's own link, when
 * the programme's conversation is paused or the programme ended, the composer is closed (a meeting's link writes in
 * the meeting's conversation, which no programme pauses). Asked again now and then, as the psychologist unlocks
 * modules and pauses the conversation while the patient has the page open.
 */
export function ProgrammesAndMessages({ token, kind = 'join' }: { token: string; kind?: LinkKind }) {
  const { language } = usePageLanguage();
  const fetchData = useCallback(() => fetchProgrammes(token, language, kind), [token, language, kind]);
  const { data: programmes, load } = usePolled(fetchData, POLL_MS, { stopOn: isClientError });
  return (
    <>
      {programmes && programmes.length > 0 && (
        <Suspense fallback={null}>
          <PatientProgrammes
            programmes={programmes}
            onChanged={load}
            language={language}
            post={(path, body) => postToJoin(token, path, body, kind)}
            formatTime={(at) => formatDateTime(language, 'medium', at)}
          />
        </Suspense>
      )}
      <PatientMessages
        token={token}
        kind={kind}
        // On a programme's own link, whether its conversation is open is known once the programme has loaded.
        closed={programmes ? messagesClosed(programmes) : kind === 'programme' ? 'loading' : undefined}
      />
    </>
  );
}

/**
 * Why the patient may not write here: only the programmes whose conversation is this link's count (on a programme's
 * own link, that programme; a meeting's link has none), and only when none of them lets the patient write.
 */
export function messagesClosed(programmes: readonly PatientProgramme[]): 'paused' | 'ended' | undefined {
  const here = programmes.filter((programme) => programme.onThisLink);
  if (here.length === 0 || here.some((programme) => programme.mayWrite)) return undefined;
  return here.every((programme) => programme.state === 'ended') ? 'ended' : 'paused';
}

export async function fetchProgrammes(
  token: string,
  language: PatientLanguage,
  kind?: LinkKind,
): Promise<PatientProgramme[]> {
  const response = await getFromJoin(token, `/treatment-programmes?language=${language}`, kind);
  if (!response.ok) throw new JoinResponseError('treatment programmes', response.status);
  const { programmes } = (await response.json()) as { programmes?: PatientProgramme[] };
  // A server from before issue 21 has no such list: no programme.
  return Array.isArray(programmes) ? programmes : [];
}
