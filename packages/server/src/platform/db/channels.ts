/**
 * NOTIFY channels the database announces changes on (migrations/0002_change_notifications.sql).
 * Payload: a meeting id, or '*' when a change to a patient, child, clinician or pool may touch any.
 */
export const MEETING_CHANGED_CHANNEL = 'konsult_meeting_changed';
