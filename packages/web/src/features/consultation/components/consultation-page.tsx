import type { Meeting } from '@konsult/domain';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/loading-state';
import { useMeeting } from '../api/use-meeting';
import type { ActionSlot } from './action-panel';
import { ConsultationLayout } from './consultation-layout';
import { MeetingErrorPage } from './meeting-error-page';
import { MeetingHeader } from './meeting-header';
import type { RenderRecordPane } from './record-pane';
import { KnownSearchOnly } from './unknown-search-page';
import { VideoCall } from './video-call';

const consultationRoute = getRouteApi('/authenticated/emr/$meetingId');

/** What the app puts in the middle of the screen once the meeting is known (note, evaluation, finishing). */
export type RenderWorkspace = (meeting: Meeting) => ReactNode;

/** /emr/$meetingId — the consultation screen for one meeting. */
export function ConsultationPage({
  renderWorkspace,
  renderRecordPane,
  actions,
}: {
  renderWorkspace?: RenderWorkspace;
  renderRecordPane: RenderRecordPane;
  actions?: ActionSlot;
}) {
  const { meetingId } = consultationRoute.useParams();
  return (
    <KnownSearchOnly>
      <MeetingScreen
        meetingId={meetingId}
        renderWorkspace={renderWorkspace}
        renderRecordPane={renderRecordPane}
        actions={actions}
      />
    </KnownSearchOnly>
  );
}

/** Seed 002 §2: the full-page states show only while the meeting is missing; a failed refetch keeps the screen. */
function MeetingScreen({
  meetingId,
  renderWorkspace,
  renderRecordPane,
  actions,
}: {
  meetingId: string;
  renderWorkspace?: RenderWorkspace;
  renderRecordPane: RenderRecordPane;
  actions?: ActionSlot;
}) {
  const { t } = useTranslation();
  const meeting = useMeeting(meetingId);
  if (meeting.data) {
    return (
      <ConsultationLayout
        header={<MeetingHeader meeting={meeting.data} />}
        collapsiblePane
        call={meeting.data.interventionType === 'VIDEO' ? <VideoCall meeting={meeting.data} /> : null}
        workspace={renderWorkspace?.(meeting.data)}
        patientId={meeting.data.patientId}
        meeting={meeting.data}
        renderRecordPane={renderRecordPane}
        actions={actions}
      />
    );
  }
  if (meeting.isError) {
    return (
      <MeetingErrorPage error={meeting.error} onRetry={() => void meeting.refetch()} retrying={meeting.isFetching} />
    );
  }
  return <LoadingState label={t('meeting.loading')} minHeight="60vh" />;
}
