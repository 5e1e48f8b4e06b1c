import { DocumentsSection } from '../api/medical-documents';
import { SentMessagesSection } from '../api/messaging';
import { LabReferralsSection, PhysicalLabQueueSection } from '../api/lab-referrals';
import { HomeTestOrdersSection } from '../api/home-tests';
import { EPrescriptionsSection } from '../api/prescriptions';
import { ReferralsSection } from '../api/referrals';
import { SickNotesSection } from '../api/sick-notes';
import { PaygPrescriptionsSection } from '../api/uk-payg-prescriptions';
import { BookedRevisitsSection } from '../api/revisits';
import { SelfAssessmentsSection } from '../api/self-assessments';
import { SpecialistReferralsSection } from '../api/specialist-referrals';
import { EpsPrescriptionsSection } from '../api/uk-eps';
import { UkClinicianTasksSection } from '../api/uk-tasks';
import { TreatmentProgrammesSection } from '../api/treatment-programmes';
import { createDocumentAction } from '../documents/create-document.action';
import { noHomeTestOrderAction, seHomeTestReferralOrderAction } from '../home-tests/home-test.actions';
import { physicalLabQueueAction, seLabReferralAction } from '../lab-referrals/lab.actions';
import { sendMessageAction } from '../messaging/send-message.action';
import {
  pollenTextPrescriptionAction,
  sePrescriptionAction,
  ukEpsPrescriptionAction,
  ukPaygPrescriptionAction,
} from '../prescriptions/prescription.actions';
import {
  internalReferralAction,
  physicalReferralAction,
  specialistReferralAction,
} from '../referrals/referral.actions';
import { bookRevisitAction } from '../revisits/book-revisit.action';
import { seSelfAssessmentAction } from '../self-assessments/se-self-assessment.action';
import { seSickNoteAction } from '../sick-notes/se-sick-note.action';
import { treatmentProgrammeAction } from '../treatment-programmes/treatment-programme.action';
import { ukClinicianAction } from '../uk-tasks/uk-clinician-action.action';
import type { ActionDefinition } from './action-definition';
import { takenActionsAction } from './taken-actions.action';

/**
 * Every action the domain knows, one registration line each, in the order the bar shows them within a group. Each
 * definition lives with its area; the web and the server register the actions they have built (an action without
 * a panel is not offered).
 */
export const ACTION_DEFINITIONS: readonly ActionDefinition[] = [
  sendMessageAction,
  createDocumentAction,
  bookRevisitAction,
  internalReferralAction,
  physicalReferralAction,
  seSickNoteAction,
  seSelfAssessmentAction,
  ukClinicianAction,
  sePrescriptionAction,
  pollenTextPrescriptionAction,
  ukEpsPrescriptionAction,
  ukPaygPrescriptionAction,
  seLabReferralAction,
  seHomeTestReferralOrderAction,
  noHomeTestOrderAction,
  physicalLabQueueAction,
  specialistReferralAction,
  takenActionsAction,
  treatmentProgrammeAction,
];

/** The sections of taken actions, in the order the panel shows them: each action's schema, with its area. */
export const TAKEN_ACTION_SECTION_SCHEMAS = [
  SentMessagesSection,
  BookedRevisitsSection,
  DocumentsSection,
  ReferralsSection,
  EPrescriptionsSection,
  EpsPrescriptionsSection,
  LabReferralsSection,
  SpecialistReferralsSection,
  SickNotesSection,
  PaygPrescriptionsSection,
  HomeTestOrdersSection,
  SelfAssessmentsSection,
  PhysicalLabQueueSection,
  UkClinicianTasksSection,
  TreatmentProgrammesSection,
] as const;
