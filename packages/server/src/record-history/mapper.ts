import {
  activityTitle,
  findFormTemplate,
  isAnswered,
  noteFieldLabel,
  professionTitle,
  visibleNodes,
  type ContactType,
  type Country,
  type FieldNode,
  type FieldValue,
  type InterventionType,
  type RecordEntry,
  type RecordEntryRow,
} from '@konsult/domain';
import type { StoredValues } from '../platform/db/schema';
import type { HistoryRow, KonsultNoteRow } from './repo';
import type { PrescriptionRow } from '../prescriptions/repo';

const CONTACT_TYPE_OF: Record<InterventionType, ContactType> = {
  VIDEO: 'video_consultation',
  TEXT: 'text_consultation',
  PHONE: 'phone_consultation',
  CLINIC: 'clinic_visit',
  CHAT: 'chat_consultation',
};

/** How a meeting was held, as the record's contact type. */
export function contactTypeOf(interventionType: InterventionType): ContactType {
  return CONTACT_TYPE_OF[interventionType];
}

/**
 * A note's answers as record rows, in the form's order: the fields that show and hold an answer, labelled in the
 * record's language (as the records system's entries are). Values are the clinician's text; a choice field's
 * options, which note forms do not have today, keep their i18n keys. A field or template konsult no longer ships
 * still shows its answer, labelled by its name.
 */
export function noteRows(templateId: string, values: StoredValues, country: Country): RecordEntryRow[] {
  const template = findFormTemplate(templateId);
  if (!template) {
    return Object.entries(values)
      .filter(([, value]) => textOf(value) !== '')
      .map(([name, value]) => ({
        formNodeName: name,
        label: noteFieldLabel(name, country) ?? name,
        value: textOf(value),
        selectedOptions: [],
      }));
  }
  return visibleNodes(template, values)
    .filter(({ node }) => isAnswered(node, values[node.name]))
    .map(({ node }) => rowOf(node, values[node.name] ?? null, noteFieldLabel(node.name, country) ?? node.label));
}

function rowOf(node: FieldNode, value: FieldValue, label: string): RecordEntryRow {
  const row = { formNodeName: node.name, label };
  if (node.kind === 'single-choice' || node.kind === 'multi-choice') {
    const chosen = (Array.isArray(value) ? value : [String(value)]).filter((v) =>
      node.options?.some((o) => o.value === v),
    );
    const labels = chosen.map((v) => node.options!.find((o) => o.value === v)!.label);
    return { ...row, value: chosen.join(', '), selectedOptions: labels };
  }
  return { ...row, value: textOf(value), selectedOptions: [] };
}

function textOf(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value).trim();
}

export type Viewer = {
  /** Seed 001 §6: only the Swedish-type pool may see an entry's signed prescriptions. */
  seesPrescriptions: boolean;
};

/**
 * A konsult note as the record pane shows it: titled by the meeting's activity in the record's language, dated
 * when the meeting started, written by its author in the author's pool.
 */
export function fromKonsultNote(row: KonsultNoteRow, ePrescriptions: readonly PrescriptionRow[] = []): RecordEntry {
  return {
    id: row.id,
    documentId: row.entryContentId,
    meetingId: row.meetingId,
    source: 'konsult',
    templateId: row.templateId,
    contactAt: (row.actualStartTime ?? row.scheduledStartTime).getTime(),
    contactType: contactTypeOf(row.interventionType),
    responsibleName: row.clinicianName,
    titleResponsibleName: professionTitle(row.profession, row.country),
    careFacilityName: row.poolName,
    title: activityTitle(row.activityType, row.country),
    rows: noteRows(row.templateId, row.values, row.country),
    signedAt: row.signedAt?.getTime() ?? null,
    strickenAt: row.strickenAt?.getTime() ?? null,
    strickenReason: row.strickenReason,
    createdAt: row.createdAt.getTime(),
    // Documents and referrals of konsult meetings come with the issues that make them.
    documents: [],
    prescriptions: [],
    ePrescriptions: ePrescriptions.map((p) => ({
      id: p.id,
      drugName: `${p.product.tradeName} ${p.product.drugFormTextSv}`,
      status: p.status,
      sentAt: p.createdAt.getTime(),
    })),
    referral: null,
  };
}

/**
 * An entry of the records system, as the strike answers it; for the list, migration 0013's trigger builds the
 * same JSON in the database (`wire_prefix`).
 */
export function fromHistoryRow(row: HistoryRow, viewer: Viewer): RecordEntry {
  return {
    id: row.id,
    documentId: row.documentId,
    meetingId: row.meetingId,
    source: 'records-system',
    templateId: row.templateId,
    contactAt: row.contactAt.getTime(),
    contactType: row.contactType,
    responsibleName: row.responsibleName,
    titleResponsibleName: row.titleResponsibleName,
    careFacilityName: row.careFacilityName,
    title: row.title,
    rows: row.rows,
    signedAt: row.signedAt?.getTime() ?? null,
    strickenAt: row.strickenAt?.getTime() ?? null,
    strickenReason: row.strickenReason,
    createdAt: row.createdAt.getTime(),
    documents: row.documents,
    prescriptions: viewer.seesPrescriptions ? row.prescriptions : [],
    ePrescriptions: row.ePrescriptions,
    referral: row.referral,
  };
}
