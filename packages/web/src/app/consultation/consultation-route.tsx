import { ConsultationPage } from '../../features/consultation';
import { MeetingWorkspace } from './meeting-workspace';
import { actionSlot } from './action-body-slot';
import { renderRecordPane } from './record-pane-slot';

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
