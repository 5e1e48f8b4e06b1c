import type { SickNote } from '@konsult/domain';
import type { SickNoteRow } from './repo';

export function toSickNote(row: SickNoteRow): SickNote {
  return {
    id: row.id,
    meetingId: row.meetingId,
    patientId: row.patientId,
    certificateId: row.certificateId,
    status: row.status,
    ...row.certificate,
    messageBody: row.messageBody,
    signedBy: row.clinicianName,
    signedAt: row.signedAt.getTime(),
    patientMessageId: row.patientMessageId,
  };
}
