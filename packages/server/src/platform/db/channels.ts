/**
 * NOTIFY channels the database announces changes on (migrations/0002_change_notifications.sql).
 * Payload: a meeting id, or '*' when a change to a patient, child, clinician or pool may touch any.
 */
export const MEETING_CHANGED_CHANNEL = 'konsult_meeting_changed';

/** Announced when outbox rows are inserted (migrations/0009_outbox.sql): wakes every instance's worker. */
export const OUTBOX_CHANNEL = 'konsult_outbox';

/** Call signalling between server instances (video/rooms.ts): who joined or left a room, and relayed messages. */
export const VIDEO_ROOM_CHANNEL = 'konsult_video_room';

/**
 * Announced when a patient's record-history version changes (migrations/0053_record_history_versions.sql): each
 * instance drops the patient's cached history bodies. Payload: the patient id.
 */
export const RECORD_HISTORY_CHANNEL = 'konsult_record_history_changed';
