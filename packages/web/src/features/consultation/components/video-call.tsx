import { lazy, Suspense } from 'react';
import { useConsultationSearch } from '../hooks/use-consultation-search';

// The call's code (WebRTC, signalling) loads only when a call starts.
const ActiveVideoCall = lazy(() => import('./active-video-call'));

/** The video call panel above the note, while call=1. */
export function VideoCall({ meetingId }: { meetingId: string }) {
  const { search } = useConsultationSearch();
  if (!search.call) return null;
  return (
    <Suspense fallback={null}>
      <ActiveVideoCall meetingId={meetingId} />
    </Suspense>
  );
}
