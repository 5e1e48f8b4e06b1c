import type { Meeting } from '@konsult/domain';
import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EvaluationForm } from '../../features/evaluation';
import { FinishingBar } from '../../features/finishing';
import { MeetingMeansQuestion } from '../../features/meeting-means';
import { RecordEntry } from '../../features/record-entry';
import { FinishingProvider } from '../../lib/finishing';

/**
 * The middle of the consultation screen: finishing on top (its banner is where "scroll to the top" lands), the
 * note, then the evaluation, then (for one-time web users) how the meeting was held. The features meet only through
 * the finishing registry and the shared entry cache.
 */
export function MeetingWorkspace({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  return (
    <FinishingProvider key={meeting.id}>
      <FinishingBar meeting={meeting} />
      <Paper component="section" aria-label={t('consultation.note.label')} withBorder p="md">
        <RecordEntry meetingId={meeting.id} />
      </Paper>
      <EvaluationForm meetingId={meeting.id} />
      <MeetingMeansQuestion meeting={meeting} />
    </FinishingProvider>
  );
}
