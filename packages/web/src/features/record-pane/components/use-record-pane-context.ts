import { isVitalityPane, type Meeting, type RecordPaneContext } from '@konsult/domain';
import { useState } from 'react';
import { clinicianFacts, useFeatures, useMe } from '../../../lib/session/me-context';
import { usePatientOverview } from '../api/use-patient-overview';
import { isIgnoredSurveyError, useSurveyResponse } from '../api/use-survey-response';

/**
 * What decides the pane's tabs, once it is known: null while the symptoms answers (whether they have questions) or,
 * in Sweden and in the Vitality pane, the meeting's claim information are still loading — deciding earlier would
 * flash tabs in and out, and could call a valid address "a tab you do not have".
 */
export function useRecordPaneContext(meeting: Meeting | null, patientId: string): RecordPaneContext | null {
  const fresh = useFreshContext(meeting, patientId);
  // Once decided, the tabs stay while a source is asked again (a retry sends a failed query back to pending):
  // going back to the spinner would unmount the very panel whose retry button was pressed.
  const [decided, setDecided] = useState<RecordPaneContext | null>(null);
  if (fresh && JSON.stringify(fresh) !== JSON.stringify(decided)) setDecided(fresh);
  return fresh ?? decided;
}

function useFreshContext(meeting: Meeting | null, patientId: string): RecordPaneContext | null {
  const me = useMe();
  const features = useFeatures();
  const survey = useSurveyResponse(meeting);
  const overview = usePatientOverview(patientId, meeting?.id ?? null);
  // Sweden's pane and the Vitality pane have a tab that is there only when the meeting comes with a claim.
  const needsClaim = (me.pool.country === 'SE' || isVitalityPane(clinicianFacts(me))) && meeting !== null;

  if (meeting?.symptoms && survey.isPending) return null;
  if (needsClaim && overview.isPending) return null;

  let symptoms: { hasQuestions: boolean } | null = null;
  if (meeting?.symptoms) {
    if (survey.isError) {
      // The ignored store failure means "no answers"; any other failure keeps the tab so its error and retry show.
      symptoms = { hasQuestions: !isIgnoredSurveyError(survey.error) };
    } else {
      symptoms = { hasQuestions: (survey.data?.survey?.questions.length ?? 0) > 0 };
    }
  }

  return {
    clinician: clinicianFacts(me),
    features,
    meeting: meeting && {
      activityType: meeting.activityType,
      symptoms,
      hasInsuranceClaim: overview.data?.insuranceClaim != null,
      hasInternalReferral: meeting.internalReferral !== null,
    },
  };
}
