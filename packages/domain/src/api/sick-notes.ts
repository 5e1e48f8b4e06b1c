import { z } from 'zod';
import { epochMs, isoDay, listResponse, takenActionsSection } from './common';

/**
 * Wire contracts of the Swedish sick note (seed 002 §7 "POST meeting/webcertsicknote/{id}: body message_body", §2
 * taken actions "sick notes"; issue 18), modelled on Försäkringskassan's FK 7804 "Läkarintyg för sjukpenning". The
 * request body is snake-cased as the seed writes its one field (`message_body`); answers are camelCase. The shapes
 * are checked here (400); the certificate's rules (periods, dates, required texts) are `sickNoteProblems` (422).
 */

export const SICK_NOTES_BASE = '/api/meeting/webcertsicknote';

/** Sick-leave degrees Försäkringskassan pays: a quarter, half, three quarters or full time. */
export const SICK_LEAVE_DEGREES = [25, 50, 75, 100] as const;
export type SickLeaveDegree = (typeof SICK_LEAVE_DEGREES)[number];

/** What the certificate is based on (FK 7804 "Intyget är baserat på"): the doctor's own contact with the patient. */
export const SICK_NOTE_BASES = ['examination', 'phone', 'video'] as const;
export type SickNoteBasis = (typeof SICK_NOTE_BASES)[number];

/** Recommended measures (FK 7804 "Åtgärder") the doctor ticks. */
export const SICK_NOTE_MEASURES = [
  'work_adjustment',
  'work_training',
  'occupational_health',
  'ergonomic_assessment',
  'task_redistribution',
  'other',
] as const;
export type SickNoteMeasure = (typeof SICK_NOTE_MEASURES)[number];

/**
 * The bases and measures as the certificate words them: FK 7804 is a Swedish certificate to a Swedish authority, so
 * its PDF says these whatever the language of the doctor's screen, and the Swedish screen says the same.
 */
export const SICK_NOTE_BASIS_NAMES_SV: Record<SickNoteBasis, string> = {
  examination: 'Min undersökning av patienten',
  phone: 'Min telefonkontakt med patienten',
  video: 'Min videokontakt med patienten',
};

export const SICK_NOTE_MEASURE_NAMES_SV: Record<SickNoteMeasure, string> = {
  work_adjustment: 'Arbetsanpassning',
  work_training: 'Arbetsträning',
  occupational_health: 'Kontakt med företagshälsovård',
  ergonomic_assessment: 'Ergonomisk bedömning',
  task_redistribution: 'Omfördelning av arbetsuppgifter',
  other: 'Övrigt',
};

/** The certificate's status at the certificate service: signed there and given its id. */
export const SICK_NOTE_STATUSES = ['SIGNED'] as const;
export type SickNoteStatus = (typeof SICK_NOTE_STATUSES)[number];

/** At most this many periods on one certificate (FK 7804 has four rows; eight leaves room for a stepped return). */
export const MAX_SICK_LEAVE_PERIODS = 8;

/** One period of sick leave: the degree, from and to (inclusive days). The degree's rule is the domain's. */
export const SickLeavePeriodBody = z.object({
  degree: z.number().int(),
  from: isoDay,
  to: isoDay,
});
export type SickLeavePeriodBody = z.infer<typeof SickLeavePeriodBody>;

const text = (max: number) => z.string().trim().max(max);

/** POST /api/meeting/webcertsicknote/{meetingId}: the doctor signs and sends the certificate. */
export const SickNoteBody = z.object({
  /** The client's id for this certificate, kept across retries: sending it again answers the one already signed. */
  request_id: z.string().uuid(),
  diagnosis_code: text(10),
  diagnosis_text: text(200),
  basis: z.enum(SICK_NOTE_BASES),
  /** The day of the examination, phone or video contact the certificate is based on. */
  basis_date: isoDay,
  /** Funktionsnedsättning: how the illness limits the patient's function. */
  function_impairment: text(2000),
  /** Aktivitetsbegränsning: what the patient cannot do because of it. */
  activity_limitation: text(2000),
  /** The patient's work, as the certificate judges the ability to work against it. */
  occupation: text(200),
  periods: z.array(SickLeavePeriodBody).max(MAX_SICK_LEAVE_PERIODS),
  measures: z.array(z.enum(SICK_NOTE_MEASURES)).max(SICK_NOTE_MEASURES.length).default([]),
  /** What the measures mean in this case; required with "other". */
  measures_text: text(1000).default(''),
  /** The seed's field: the message to the patient that goes with their copy (and to Försäkringskassan). */
  message_body: text(2000),
});
export type SickNoteBody = z.infer<typeof SickNoteBody>;
export type SickNoteInput = z.input<typeof SickNoteBody>;

export const SickLeavePeriod = z.object({
  degree: z.union(SICK_LEAVE_DEGREES.map((d) => z.literal(d))),
  from: isoDay,
  to: isoDay,
});
export type SickLeavePeriod = z.infer<typeof SickLeavePeriod>;

export const SickNote = z.object({
  id: z.string(),
  meetingId: z.string(),
  patientId: z.string(),
  /** The certificate service's id of the signed certificate. */
  certificateId: z.string(),
  status: z.enum(SICK_NOTE_STATUSES),
  diagnosisCode: z.string(),
  diagnosisText: z.string(),
  basis: z.enum(SICK_NOTE_BASES),
  basisDate: isoDay,
  functionImpairment: z.string(),
  activityLimitation: z.string(),
  occupation: z.string(),
  periods: z.array(SickLeavePeriod),
  measures: z.array(z.enum(SICK_NOTE_MEASURES)),
  measuresText: z.string(),
  messageBody: z.string(),
  signedBy: z.string(),
  signedAt: epochMs,
  /** The patient's copy: the message it went in, null when none was sent. */
  patientMessageId: z.string().nullable(),
});
export type SickNote = z.infer<typeof SickNote>;

/** The note's diagnosis the form starts from: the primary diagnosis of the meeting's record entry. */
export const SickNoteDiagnosis = z.object({ code: z.string(), text: z.string() });
export type SickNoteDiagnosis = z.infer<typeof SickNoteDiagnosis>;

/** GET /api/meeting/webcertsicknote/{meetingId}: the meeting's sick notes, and the note's diagnosis to start from. */
export const MeetingSickNotesResponse = listResponse('sickNotes', SickNote).extend({
  diagnosis: SickNoteDiagnosis.nullable(),
});
export type MeetingSickNotesResponse = z.infer<typeof MeetingSickNotesResponse>;

export const SickNoteResponse = z.object({ sickNote: SickNote });
export type SickNoteResponse = z.infer<typeof SickNoteResponse>;

/** GET …/{meetingId}/pdf?sick_note_id=: the certificate as a PDF. */
export const SickNotePdfQuery = z.object({ sick_note_id: z.string().max(100) });

export const SICK_NOTE_ERROR_KEYS = {
  /** 422: the certificate breaks a rule; each issue names its field. */
  invalid: 'sick_note_invalid',
  certificateServiceUnavailable: 'certificate_service_unavailable',
  certificateServiceTimeout: 'certificate_service_timeout',
  certificateRejected: 'certificate_rejected',
} as const;

// ——— Taken actions ———

export const SickNotesSection = takenActionsSection(
  'sick-notes',
  SickNote.pick({
    id: true,
    meetingId: true,
    certificateId: true,
    status: true,
    periods: true,
    signedAt: true,
    diagnosisCode: true,
  }),
);

// ——— Development: the embedded certificate service (demo mode only) ———

/** The faults the embedded certificate service can be switched to (PUT /api/dev/faults/certificates). */
export const CERTIFICATE_FAULTS = [
  'certificate_service_unavailable',
  'certificate_service_timeout',
  'certificate_rejected',
] as const;
export type CertificateFault = (typeof CERTIFICATE_FAULTS)[number];
export const CertificateFaultBody = z.object({ fault: z.enum(CERTIFICATE_FAULTS).nullable() });
export type CertificateFaultBody = z.infer<typeof CertificateFaultBody>;
