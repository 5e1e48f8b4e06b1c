import type { LeftbarTab, Meeting } from '@konsult/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ConsultationPage } from '../../features/consultation';
import type { SignedIn } from '../../lib/session/me-query';
import { MeetingWorkspace } from './meeting-workspace';
import { actionSlot } from './action-body-slot';
import { loadRecordPane, renderRecordPane } from './record-pane-slot';

const renderWorkspace = (meeting: Parameters<typeof MeetingWorkspace>[0]['meeting']) => (
  <MeetingWorkspace meeting={meeting} />
);

/**
 * /emr/$meetingId, composed: the consultation shell with the record pane, the note, evaluation and finishing
 * features in it. Loaded lazily with everything it pulls in (the screen is the heaviest part of the app).
 */
export function ConsultationRoute() {
  return (
    <ConsultationPage renderWorkspace={renderWorkspace} renderRecordPane={renderRecordPane} actions={actionSlot} />
  );
}

/**
 * What the screen asks for as soon as the meeting is known, started by the route's loader rather than by each part as
 * it mounts: the record pane's first requests (what decides its tabs, the counters, the open tab's panel). Not
 * awaited: the screen shows each part's own loading state; this only takes the waits out of the chain.
 */
export function prefetchMeetingData(
  queryClient: QueryClient,
  { meeting, me, leftbar }: { meeting: Meeting; me: SignedIn; leftbar: LeftbarTab | undefined },
): void {
  void loadRecordPane().then(
    (pane) =>
      pane.prefetchRecordPaneTabs(queryClient, {
        me,
        features: me.features,
        meeting,
        patientId: meeting.patientId,
        leftbar,
      }),
    // A pane chunk that fails to load is the pane's to show (its error boundary), not the loader's.
    () => undefined,
  );
}
