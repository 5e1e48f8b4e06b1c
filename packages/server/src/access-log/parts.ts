import type { AccessLogPart } from '@konsult/domain';

/**
 * Which part of the record an audit action reached, by the action's first word ('record_history' of
 * 'record_history.read'). A word not listed is 'other': the extract still lists the access, under its action.
 */
const PART_BY_WORD: readonly (readonly [word: string, part: AccessLogPart])[] = [
  ['meeting', 'meeting'],
  ['evaluation', 'meeting'],
  ['video', 'meeting'],
  ['action_panel', 'meeting'],
  ['taken_actions', 'meeting'],
  ['call_notification', 'meeting'],
  ['sms', 'meeting'],
  ['identity', 'meeting'],
  ['b2b', 'meeting'],
  ['identity_verification', 'meeting'],
  ['meeting_means', 'meeting'],
  ['identity_kbv', 'meeting'],
  ['identity_tracing', 'meeting'],
  ['identity_photo_id', 'meeting'],
  ['uk_checkboxes', 'meeting'],
  ['record_entry', 'record'],
  ['record_history', 'record'],
  ['patient_overview', 'record'],
  ['patient_warnings', 'record'],
  ['prorenata_warnings', 'record'],
  ['health_observations', 'record'],
  ['contact_person', 'record'],
  ['upcoming_appointments', 'record'],
  ['medication_list', 'medications'],
  ['prescription', 'medications'],
  ['prescription_decision', 'medications'],
  ['renewal', 'medications'],
  ['uk_eps', 'medications'],
  ['payg_prescription', 'medications'],
  ['immunization', 'vaccinations'],
  ['immunization_series', 'vaccinations'],
  ['vaccination_care_facility', 'vaccinations'],
  ['lab_measurements', 'lab-results'],
  ['lab_test', 'lab-results'],
  ['lab_tests', 'lab-results'],
  ['lab_referral', 'lab-results'],
  ['lab_queue', 'lab-results'],
  ['document', 'documents'],
  ['patient_document', 'documents'],
  ['patient_documents', 'documents'],
  ['sick_note', 'documents'],
  ['message', 'messages'],
  ['conversation', 'messages'],
  ['self_assessments', 'self-assessments'],
  ['survey_response', 'self-assessments'],
  ['symptom_image', 'self-assessments'],
  ['mental_health_score', 'self-assessments'],
  ['referral', 'referrals'],
  ['home_test', 'referrals'],
  ['specialist_referral', 'referrals'],
  ['revisit', 'referrals'],
  ['uk_task', 'referrals'],
  ['uk_task_queue', 'referrals'],
  ['patient_link', 'patient-link'],
  ['emergency_access', 'emergency-access'],
  ['patient', 'search'],
  ['access_log', 'access-log'],
];

const PARTS = new Map(PART_BY_WORD);

export function accessLogPart(action: string): AccessLogPart {
  return PARTS.get(action.split('.')[0] ?? '') ?? 'other';
}
