import type { Meeting } from '@konsult/domain';
import { lazy } from 'react';
import { labReferralActions } from '../../features/lab-referrals/action';
import { homeTestActions } from '../../features/home-tests/action';
import { insurerOutcomeActions } from '../../features/insurer-outcomes/action';
import { medicalDocumentActions } from '../../features/medical-documents/action';
import { mentalHealthActions } from '../../features/mental-health/action';
import { messagingActions } from '../../features/messaging/action';
import { prescriptionActions } from '../../features/prescriptions/action';
import { referralActions } from '../../features/referrals/action';
import { revisitActions } from '../../features/revisits/action';
import { selfAssessmentActions } from '../../features/self-assessments/action';
import { sickNoteActions } from '../../features/sick-notes/action';
import { specialistReferralActions } from '../../features/specialist-referrals/action';
import { ukTaskActions } from '../../features/uk-tasks/action';
import { treatmentProgrammeActions } from '../../features/treatment-programmes/action';
import { ukEpsPrescriptionActions } from '../../features/uk-eps-prescriptions/action';
import { paygPrescriptionActions } from '../../features/uk-payg-prescriptions/action';
import type { TakenActionViews, WebActionModule } from '../../lib/actions/action-module';

/** The actions the app has built, one registration line each. An action without a panel here is not offered. */
const FEATURE_ACTIONS: readonly WebActionModule[] = [
  messagingActions,
  revisitActions,
  medicalDocumentActions,
  referralActions,
  prescriptionActions,
  ukEpsPrescriptionActions,
  labReferralActions,
  specialistReferralActions,
  sickNoteActions,
  selfAssessmentActions,
  homeTestActions,
  mentalHealthActions,
  paygPrescriptionActions,
  ukTaskActions,
  insurerOutcomeActions,
  treatmentProgrammeActions,
];

/** Every module's view of its taken actions, for the taken-actions panel. */
const TAKEN_ACTION_VIEWS: TakenActionViews = Object.assign({}, ...FEATURE_ACTIONS.map((m) => m.takenActions ?? {}));

/** Taken actions (seed 000 §2): its panel lists the other modules' sections, so the app composes it. */
const takenActions: WebActionModule = {
  id: 'taken-actions',
  panels: {
    'taken-actions': lazy(() =>
      import('../../features/taken-actions').then((m) => ({
        default: ({ meeting }: { meeting: Meeting }) => (
          <m.TakenActionsPanel meetingId={meeting.id} views={TAKEN_ACTION_VIEWS} />
        ),
      })),
    ),
  },
};

export const ACTION_MODULES: readonly WebActionModule[] = [...FEATURE_ACTIONS, takenActions];
