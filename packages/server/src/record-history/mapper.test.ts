import { RecordEntriesResponse } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { contactTypeOf, fromHistoryRow, fromKonsultNote, noteRows } from './mapper';
import type { HistoryRow, KonsultNoteRow } from './repo';

const at = (iso: string) => new Date(iso);

const note = (overrides: Partial<KonsultNoteRow> = {}): KonsultNoteRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  entryContentId: '22222222-2222-4222-8222-222222222222',
  meetingId: '33333333-3333-4333-8333-333333333333',
  templateId: 'medical-record/SE/v1',
  values: { reason_for_contact: 'Halsont', history: 'Ont i halsen sedan tre dagar.', findings: '  ', plan: 'Egenvård' },
  signedAt: null,
  strickenAt: null,
  strickenReason: null,
  createdAt: at('2026-11-20T09:10:00Z'),
  activityType: 'REVISIT',
  interventionType: 'VIDEO',
  scheduledStartTime: at('2026-11-20T09:00:00Z'),
  actualStartTime: at('2026-11-20T09:02:00Z'),
  clinicianName: 'Anna Lindgren',
  profession: 'DOCTOR',
  poolName: 'Konsult Vårdcentral Sverige',
  country: 'SE',
  ...overrides,
});

const historyRow = (overrides: Partial<HistoryRow> = {}): HistoryRow => ({
  id: '44444444-4444-4444-8444-444444444444',
  patientId: '55555555-5555-4555-8555-555555555555',
  meetingId: null,
  documentId: 'doc-1',
  contactAt: at('2020-02-03T08:30:00Z'),
  contactType: 'clinic_visit',
  responsibleName: 'Karin Holmberg',
  titleResponsibleName: 'Specialist i allmänmedicin',
  careFacilityName: 'Vårdcentralen Hornstull',
  title: 'Hosta och feber',
  templateId: null,
  rows: [{ formNodeName: 'anamnesis', label: 'Anamnes', value: 'Hosta sedan 3 dagar.', selectedOptions: [] }],
  documents: [],
  prescriptions: [{ id: 'rx-1', drugName: 'Kåvepenin 1 g', dosageText: '1 x 3', prescribedAt: 1 }],
  ePrescriptions: [],
  referral: null,
  signedAt: at('2020-02-03T10:00:00Z'),
  strickenAt: null,
  strickenBy: null,
  strickenReason: null,
  createdAt: at('2020-02-03T08:45:00Z'),
  wirePrefix: '',
  wirePrescriptions: '',
  ...overrides,
});

describe('a konsult note in the record history', () => {
  it("is titled by the meeting's activity and dated when the meeting started, written by its author in their pool", () => {
    const entry = fromKonsultNote(note());
    expect(entry).toMatchObject({
      source: 'konsult',
      documentId: '22222222-2222-4222-8222-222222222222',
      title: 'Återbesök',
      contactAt: Date.parse('2026-11-20T09:02:00Z'),
      contactType: 'video_consultation',
      responsibleName: 'Anna Lindgren',
      titleResponsibleName: 'Läkare',
      careFacilityName: 'Konsult Vårdcentral Sverige',
      signedAt: null,
      referral: null,
    });
    expect(fromKonsultNote(note({ actualStartTime: null })).contactAt).toBe(Date.parse('2026-11-20T09:00:00Z'));
  });

  it("shows the answered fields in the order of the form, labelled in the record's language", () => {
    expect(noteRows('medical-record/SE/v1', note().values, 'SE')).toEqual([
      { formNodeName: 'reason_for_contact', label: 'Kontaktorsak', value: 'Halsont', selectedOptions: [] },
      { formNodeName: 'history', label: 'Anamnes', value: 'Ont i halsen sedan tre dagar.', selectedOptions: [] },
      { formNodeName: 'plan', label: 'Planering', value: 'Egenvård', selectedOptions: [] },
    ]);
    expect(noteRows('medical-record/GB/v1', { safety_netting: 'Call 111' }, 'GB')).toEqual([
      { formNodeName: 'safety_netting', label: 'Safety netting', value: 'Call 111', selectedOptions: [] },
    ]);
  });

  it('names the chosen options of choice fields by their keys and leaves out fields their answers hide', () => {
    const rows = noteRows(
      'evaluation/SE/DOCTOR/v1',
      {
        patient_helped: 'true',
        patient_not_helped_reason: 'no-show',
        patient_helped_action: ['prescription', 'unknown-option'],
      },
      'SE',
    );
    expect(rows.find((r) => r.formNodeName === 'patient_helped')).toEqual({
      formNodeName: 'patient_helped',
      label: 'forms.evaluation.patient_helped',
      value: 'true',
      selectedOptions: ['forms.options.yes'],
    });
    expect(rows.find((r) => r.formNodeName === 'patient_helped_action')).toMatchObject({
      value: 'prescription',
      selectedOptions: ['forms.evaluation.options.patient_helped_action.prescription'],
    });
    expect(rows.map((r) => r.formNodeName)).not.toContain('patient_not_helped_reason');
  });

  it('still shows the answers of a template konsult no longer ships', () => {
    expect(noteRows('medical-record/XX/v0', { history: 'Text', empty: '', count: 3 }, 'SE')).toEqual([
      { formNodeName: 'history', label: 'Anamnes', value: 'Text', selectedOptions: [] },
      { formNodeName: 'count', label: 'count', value: '3', selectedOptions: [] },
    ]);
  });

  it('maps every way of holding a meeting to a contact type', () => {
    expect(contactTypeOf('TEXT')).toBe('text_consultation');
    expect(contactTypeOf('PHONE')).toBe('phone_consultation');
    expect(contactTypeOf('CLINIC')).toBe('clinic_visit');
    expect(contactTypeOf('CHAT')).toBe('chat_consultation');
  });
});

describe("an entry of the records system's history", () => {
  it('keeps its prescriptions for a Swedish clinician only', () => {
    expect(fromHistoryRow(historyRow(), { seesPrescriptions: true }).prescriptions).toHaveLength(1);
    expect(fromHistoryRow(historyRow(), { seesPrescriptions: false }).prescriptions).toEqual([]);
  });

  it('answers the wire shape', () => {
    const entry = fromHistoryRow(historyRow({ strickenAt: at('2021-01-01T00:00:00Z'), strickenReason: 'Fel' }), {
      seesPrescriptions: true,
    });
    expect(RecordEntriesResponse.parse({ entries: [entry] }).entries[0]).toEqual(entry);
    expect(entry).toMatchObject({ source: 'records-system', strickenAt: Date.parse('2021-01-01T00:00:00Z') });
  });
});
