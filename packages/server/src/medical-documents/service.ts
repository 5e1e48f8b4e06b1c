import {
  DOCUMENT_ERROR_KEY,
  DOCUMENT_TEMPLATES,
  type DocumentBody,
  documentIssues,
  type DocumentTemplate,
  type DocumentTemplateFieldsResponse,
  type DocumentTemplatesResponse,
  documentFileName,
  displayIdNumber,
  documentDate,
  MARKET_TIME_ZONE,
  messageToPatient,
  type MessageToPatientTemplateResponse,
  professionTitle,
  renderDocumentText,
  type SaveDocumentBody,
  type SaveDocumentResponse,
  type SavedDocument,
  type SavedDocumentsResponse,
  templatesForMarket,
  dayKey,
} from '@konsult/domain';
import { auditSuccess, auditSuccessWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, notFound } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { findOwnMeeting } from '../meetings/repo';
import { sendClinicianFilesWithin } from '../messaging/service';
import { renderDocumentPdf } from './pdf';
import { documentPdf, documentsOfMeeting, documentsOfPatient, insertDocument, templateUse } from './repo';

/**
 * Documents from templates (seed 002 §7 Documents, issue 7). The clinician is offered their market's templates, most
 * used first; the values are checked by the domain's rules; preview and save make the same PDF, and only save keeps it.
 */

const templateName = (id: string) => DOCUMENT_TEMPLATES.find((t) => t.id === id)?.name ?? id;

function offeredTemplate(principal: Principal, templateId: string): DocumentTemplate {
  const template = templatesForMarket(principal.pool.country).find((t) => t.id === templateId);
  if (!template) {
    throw new AppError(400, DOCUMENT_ERROR_KEY, 'Unknown template.', [
      { path: 'body.template_id', code: 'unknown', message: 'Not a template of your market.' },
    ]);
  }
  return template;
}

export async function listTemplates({ db, principal }: ClinicianContext): Promise<DocumentTemplatesResponse> {
  const use = await templateUse(db, principal.id);
  const templates = templatesForMarket(principal.pool.country).map((t) => ({
    id: t.id,
    name: t.name,
    kind: t.kind,
    usedCount: use.get(t.id) ?? 0,
  }));
  // Most used first; the market's own order among equals.
  return { templates: templates.sort((a, b) => b.usedCount - a.usedCount) };
}

/** Seed 002 §7 templates/most-used: the clinician's favourites for a short list — used at least once, five at most. */
export async function mostUsedTemplates(context: ClinicianContext): Promise<DocumentTemplatesResponse> {
  const { templates } = await listTemplates(context);
  return { templates: templates.filter((t) => t.usedCount > 0).slice(0, 5) };
}

/**
 * The message a document of the template goes to the meeting's patient with, filled in for them (their given name,
 * the clinician's name), in the patient's preferred language when we have it. Not a template of the clinician's
 * market: 404, as for the fields.
 */
export async function messageToPatientTemplate(
  { db, request, principal, access }: RequestContext<MeetingAccess>,
  templateId: string,
): Promise<MessageToPatientTemplateResponse> {
  const template = templatesForMarket(principal.pool.country).find((t) => t.id === templateId);
  const row = await findOwnMeeting(db, access.meetingId, principal.id);
  if (!template || !row) throw notFound();
  const { subject, message } = messageToPatient(template, {
    preferredLanguage: row.patient.preferredLanguage,
    patientGivenName: row.patient.givenName,
    clinicianName: principal.name,
  });
  await auditSuccess(db, request, 'document.message_template');
  return { subject, message };
}

export function templateFields({ principal }: ClinicianContext, templateId: string): DocumentTemplateFieldsResponse {
  const template = templatesForMarket(principal.pool.country).find((t) => t.id === templateId);
  if (!template) throw notFound();
  return { fields: template.fields };
}

async function composed({ db, principal, access }: RequestContext<MeetingAccess>, body: DocumentBody, now: Date) {
  const template = offeredTemplate(principal, body.template_id);
  const issues = documentIssues(template, body.fields);
  if (issues.length > 0) {
    throw new AppError(
      400,
      DOCUMENT_ERROR_KEY,
      'The document is not complete.',
      issues.map((i) => ({ path: `body.fields.${i.field}`, code: i.code, message: i.code })),
    );
  }
  const row = await findOwnMeeting(db, access.meetingId, principal.id);
  if (!row) throw notFound();
  const country = principal.pool.country;
  const { patient } = row;
  const day = dayKey(now.getTime(), MARKET_TIME_ZONE[country]);
  const clinicianTitle = professionTitle(principal.profession, country);
  const text = renderDocumentText(template, body.fields, {
    patientName: `${patient.givenName} ${patient.familyName}`,
    patientId: displayIdNumber(patient.idNumber, country),
    clinicianName: principal.name,
    clinicianTitle,
    date: day,
  });
  // The document is in the market's language (the template's), and so is every word and day the PDF adds to it.
  const pdf = await renderDocumentPdf(text, {
    language: template.language,
    clinic: principal.pool.name,
    clinician: `${principal.name}, ${clinicianTitle}`,
    date: documentDate(day, template.language),
  });
  return { template, text, pdf };
}

export async function previewDocument(context: RequestContext<MeetingAccess>, body: DocumentBody): Promise<Buffer> {
  const { pdf } = await composed(context, body, new Date());
  await auditSuccess(context.db, context.request, 'document.preview');
  return pdf;
}

/**
 * Keeps the document with the meeting and the patient; with `send_to_patient`, the same transaction posts the
 * clinician's message into the meeting's conversation with the PDF attached (named after the template), so either
 * both are kept or neither.
 */
export async function saveDocument(
  context: RequestContext<MeetingAccess>,
  body: SaveDocumentBody,
): Promise<SaveDocumentResponse> {
  const { db, request, principal, access } = context;
  const { template, text, pdf } = await composed(context, body, new Date());
  const letter = body.send_to_patient ? body.message_to_patient : undefined;
  const { saved, sent } = await db.transaction(async (tx) => {
    const saved = await insertDocument(tx, {
      meetingId: access.meetingId,
      patientId: access.patientId,
      clinicianId: principal.id,
      templateId: template.id,
      title: text.title,
      fieldValues: body.fields,
      pdf,
    });
    await auditSuccessWithin(tx, request, 'document.save');
    const sent = letter
      ? await sendClinicianFilesWithin(tx, context, { subject: letter.subject, body: letter.message }, [
          { fileName: documentFileName(template), contentType: 'application/pdf', bytes: pdf },
        ])
      : null;
    return { saved, sent };
  });
  const file = sent?.attachments[0];
  return {
    id: saved.id,
    meetingId: access.meetingId,
    title: text.title,
    templateName: template.name,
    createdAt: saved.createdAt.getTime(),
    sentMessage:
      sent && file
        ? {
            conversationId: sent.conversationId,
            messageId: sent.messageId,
            attachmentId: file.id,
            fileName: file.fileName,
          }
        : null,
  };
}

const toSaved = (row: Awaited<ReturnType<typeof documentsOfPatient>>[number]): SavedDocument => ({
  id: row.id,
  meetingId: row.meetingId,
  title: row.title,
  templateName: templateName(row.templateId),
  createdAt: row.createdAt.getTime(),
});

export async function patientDocuments(
  { db, request, access }: RequestContext,
  patientId: string,
): Promise<SavedDocumentsResponse> {
  // The meeting opens its own patient's documents only: another id is as unknown as a missing one.
  if (patientId !== access.patientId) throw notFound();
  const rows = await documentsOfPatient(db, access.patientId);
  await auditSuccess(db, request, 'document.list', { type: 'patient', id: access.patientId });
  return { documents: rows.map(toSaved) };
}

export async function meetingDocuments(db: Db, meetingId: string): Promise<SavedDocument[]> {
  return (await documentsOfMeeting(db, meetingId)).map(toSaved);
}

export async function readDocumentPdf({ db, request }: RequestContext, documentId: string) {
  // The access check found the document (and its patient) already.
  const row = await documentPdf(db, documentId);
  if (!row) throw notFound();
  await auditSuccess(db, request, 'document.read', { type: 'medical-document', id: documentId });
  return row;
}
