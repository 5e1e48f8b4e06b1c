import type { Meeting } from '@konsult/domain';
import { lazy, Suspense } from 'react';
import { useConsultationSearch } from '../hooks/use-consultation-search';
import { PreferredProviderPrompt } from './preferred-provider-prompt';

// The call's code (WebRTC, signalling) loads only when a call starts.
const ActiveVideoCall = lazy(() => import('./active-video-call'));

/** The video call panel above the note, while call=1; between calls, the preferred-provider prompt. */
export function VideoCall({ meeting }: { meeting: Meeting }) {
  const { search } = useConsultationSearch();
  if (!search.call) return <PreferredProviderPrompt meeting={meeting} />;
  return (
    <Suspense fallback={null}>
      <ActiveVideoCall meetingId={meeting.id} />
    </Suspense>
  );
}
