import type { Meeting } from '@konsult/domain';
import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EvaluationForm } from '../../features/evaluation';
import { FinishingBar } from '../../features/finishing';
import { MeetingMeansQuestion } from '../../features/meeting-means';
import { RecordEntry } from '../../features/medical-record';
import type { WebActionModule } from '../../lib/actions/action-module';
import { FinishingProvider } from '../../lib/finishing';
import { ACTION_MODULES } from './action-modules';

/**
 * The middle of the consultation screen: finishing on top (its banner is where "scroll to the top" lands), the
 * note, then the evaluation, then what the actions ask before the meeting ends (the UK checkboxes, the mental-health
 * score; most render nothing), then (for one-time web users) how the meeting was held. The features meet only through
 * the finishing registry and the shared entry cache.
 */
export function MeetingWorkspace({
  meeting,
  modules = ACTION_MODULES,
}: {
  meeting: Meeting;
  /** The registered actions, whose finishing participants join the note's and the evaluation's. */
  modules?: readonly WebActionModule[];
}) {
  const { t } = useTranslation();
  return (
    <FinishingProvider key={meeting.id}>
      <FinishingBar meeting={meeting} />
      <Paper component="section" aria-label={t('consultation.note.label')} withBorder p="md">
        <RecordEntry meetingId={meeting.id} />
      </Paper>
      <EvaluationForm meetingId={meeting.id} />
      {modules.map(({ id, Finishing }) => (Finishing ? <Finishing key={id} meeting={meeting} /> : null))}
      <MeetingMeansQuestion meeting={meeting} />
    </FinishingProvider>
  );
}
