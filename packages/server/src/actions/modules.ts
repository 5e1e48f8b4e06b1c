import { homeTestActions } from '../home-tests/action';
import { insurerActions } from '../insurer/action';
import { labReferralActions, physicalLabQueueActions } from '../lab-referrals/action';
import { medicalDocumentActions } from '../medical-documents/action';
import { mentalHealthActions } from '../mental-health/action';
import { messagingActions } from '../messaging/action';
import { prescriptionActions } from '../prescriptions/action';
import { referralActions } from '../referrals/action';
import { revisitActions } from '../revisits/action';
import { selfAssessmentActions } from '../self-assessments/action';
import { sickNoteActions } from '../sick-notes/action';
import { specialistReferralActions } from '../specialist-referrals/action';
import { takenActionsActions } from '../taken-actions/action';
import { treatmentProgrammeActions } from '../treatment-programmes/action';
import { paygPrescriptionActions } from '../uk-payg-prescriptions/action';
import { ukEpsPrescriptionActions } from '../uk-eps-prescriptions/action';
import { ukTaskActions } from '../uk-tasks/action';
import type { ServerActionModule } from './action-module';

/** The actions the server has built, one registration line each; their order is taken actions' section order. */
export const ACTION_MODULES: readonly ServerActionModule[] = [
  messagingActions,
  revisitActions,
  medicalDocumentActions,
  referralActions,
  prescriptionActions,
  ukEpsPrescriptionActions,
  labReferralActions,
  specialistReferralActions,
  sickNoteActions,
  homeTestActions,
  physicalLabQueueActions,
  selfAssessmentActions,
  paygPrescriptionActions,
  takenActionsActions,
  mentalHealthActions,
  ukTaskActions,
  insurerActions,
  treatmentProgrammeActions,
];
