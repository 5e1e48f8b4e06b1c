import type { Evaluation, MedicalRecordEntry } from '@konsult/domain';
import type { EntryRow, EvaluationRow } from './repo';

export function toEntry(row: EntryRow): MedicalRecordEntry {
  return {
    id: row.id,
    entryContentId: row.entryContentId,
    meetingId: row.meetingId,
    patientId: row.patientId,
    templateId: row.templateId,
    values: row.values,
    version: row.version,
    shareEntry: row.shareEntry,
    signedAt: row.signedAt?.getTime() ?? null,
    strickenAt: row.strickenAt?.getTime() ?? null,
    strickenReason: row.strickenReason,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toEvaluation(row: EvaluationRow): Evaluation {
  return {
    meetingId: row.meetingId,
    templateId: row.templateId,
    values: row.values,
    version: row.version,
    updatedAt: row.updatedAt.getTime(),
  };
}
