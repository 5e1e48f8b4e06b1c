import type { MeetingListResponse } from '@konsult/domain';
import type { Database } from '../platform/db/database';
import { eq } from 'drizzle-orm';
import { carePlans, conversations } from '../platform/db/schema';
import type { PatientDataMarker } from '../platform/principal';
import type { TestClient } from './client';
import { prescriptionCard, productNamed, sendPrescription } from './prescriptions';

export type PatientDataTargets = {
  meetingId: string;
  patientId: string;
  entryId: string;
  conversationId: string;
  documentId: string;
  prescriptionId: string;
  specialistReferralId: string;
  /** A treatment programme of the patient's (issue 21); UNKNOWN_ID unless the database was given to write one. */
  carePlanId: string;
  /**
   * The programme's own conversation (migration 0052: a conversation is a meeting's or a care plan's), reached by
   * another access path than the meeting's; UNKNOWN_ID without the database.
   */
  programmeConversationId: string;
};

export type OpenApiOperation = {
  'x-patient-data'?: PatientDataMarker;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * One of each kind of patient data the clinician owns, made through the API in their first open meeting: the
 * meeting, its patient, a note, a conversation, a saved document, a prescription, a specialist referral and (with
 * the database) a treatment programme with its own conversation. Tests that probe every patient-data route aim at
 * these.
 */
export async function openPatientDataTargets(owner: TestClient, database?: Database): Promise<PatientDataTargets> {
  const { meetings } = (await owner.get<MeetingListResponse>('/api/meetings')).body;
  const open = meetings.find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED')!;
  const entry = await owner.request<{ entry: { id: string } }>('PUT', `/api/medicalrecord/v2/entry/${open.id}`, {
    values: {},
    version: 0,
  });
  const sent = await owner.post<{ conversationId: string }>(`/api/meeting/${open.id}/patient-message`, {
    message_subject: 'Your results',
    message: 'They are normal.',
  });
  const document = await owner.post<{ id: string }>('/api/medicaldocuments/save', {
    meeting_id: open.id,
    template_id: 'sv-intyg',
    fields: { purpose: 'Frånvaro från arbete', findings: 'Förkylning.' },
  });
  const product = await productNamed(owner, 'Omeprazol');
  const prescribed = await sendPrescription(owner, open, prescriptionCard(product, { confirmAll: true }));
  if (prescribed.status !== 201) throw new Error(`prescription target: ${JSON.stringify(prescribed.body)}`);
  const referred = await owner.post<{ specialistReferral: { id: string } }>(
    '/api/digiphysical/clinician/specialistreferral',
    {
      meetingId: open.id,
      patientId: open.patientId,
      specialistTypeId: 'dermatology',
      specialistUnitId: null,
      externalSpecialistInfo: 'Dr Lind, privat hudmottagning',
      purposeTitle: 'Bedömning av eksem',
      purposeBody: 'Långvarigt handeksem trots behandling.',
      imageIds: [],
      readJournalConsent: true,
      useFreeChoiceOfCare: false,
      infoToAdmin: null,
      requestId: crypto.randomUUID(),
    },
  );
  if (referred.status !== 201) throw new Error(`specialist referral target: ${JSON.stringify(referred.body)}`);
  // A treatment programme is started by a psychologist; the owner's patient gets one written straight in, with its
  // own conversation as starting it makes (the conversation first: its key to the care plan is checked at commit).
  const carePlanId = database ? crypto.randomUUID() : UNKNOWN_ID;
  const programmeConversationId = database ? crypto.randomUUID() : UNKNOWN_ID;
  if (database) {
    const [conversation] = await database.db
      .select({ clinicianId: conversations.clinicianId })
      .from(conversations)
      .where(eq(conversations.id, sent.body.conversationId));
    const clinicianId = conversation!.clinicianId;
    await database.db.transaction(async (tx) => {
      await tx
        .insert(conversations)
        .values({ id: programmeConversationId, carePlanId, patientId: open.patientId, clinicianId });
      await tx.insert(carePlans).values({
        id: carePlanId,
        patientId: open.patientId,
        clinicianId,
        meetingId: open.id,
        programmeIdentifier: 'ICBT_ANXIETY',
        state: 'active',
        conversationId: programmeConversationId,
      });
    });
  }
  return {
    carePlanId,
    programmeConversationId,
    prescriptionId: prescribed.body.prescription.id,
    specialistReferralId: referred.body.specialistReferral.id,
    documentId: document.body.id,
    meetingId: open.id,
    patientId: open.patientId,
    entryId: entry.body.entry.id,
    conversationId: sent.body.conversationId,
  };
}

/** The target id a route's marker names. */
export function targetIdFor(targets: PatientDataTargets, marker: PatientDataMarker): string {
  return {
    meeting: targets.meetingId,
    patient: targets.patientId,
    'medical-record-entry': targets.entryId,
    conversation: targets.conversationId,
    'medical-document': targets.documentId,
    prescription: targets.prescriptionId,
    'specialist-referral': targets.specialistReferralId,
    'care-plan': targets.carePlanId,
  }[marker.resource];
}

/**
 * Every target id a route's marker names: a conversation is a meeting's or a programme's, each reached by its own
 * access path, so a conversation route is probed with both.
 */
export function targetIdsFor(targets: PatientDataTargets, marker: PatientDataMarker): string[] {
  return marker.resource === 'conversation'
    ? [targets.conversationId, targets.programmeConversationId]
    : [targetIdFor(targets, marker)];
}

/** The route's path with the marked parameter set to `value` (in the path or the query) and any other to UNKNOWN_ID. */
export function fillPath(path: string, marker: PatientDataMarker | undefined, value: string): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === marker?.param ? value : UNKNOWN_ID));
  return marker?.in === 'query' ? `${filled}?${marker.param}=${encodeURIComponent(value)}` : filled;
}
