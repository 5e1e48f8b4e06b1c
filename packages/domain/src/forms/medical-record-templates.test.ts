import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from '../markets/country';
import {
  medicalRecordTemplate,
  noteTemplateFor,
  PRESCRIPTION_RENEWAL_TEMPLATE,
  RENEWAL_QUESTION_COUNT,
} from './medical-record-templates';
import { INSURER_FORM_SECTIONS } from '../insurer/outcomes';
import { INSURER_NOTE_TEMPLATE } from './insurer-note-template';
import { missingFields, visibleNodes } from './missing-fields';
import { templateProblems } from './template-problems';

const names = (country: Country) => medicalRecordTemplate(country).sections.flatMap((s) => s.nodes.map((n) => n.name));
const required = (country: Country) =>
  medicalRecordTemplate(country)
    .sections.flatMap((s) => s.nodes)
    .filter((n) => n.required)
    .map((n) => n.name);

describe('medical record templates', () => {
  it('every market writes the core consultation note', () => {
    for (const country of COUNTRIES) {
      const t = medicalRecordTemplate(country);
      expect(t.id).toBe(`medical-record/${country}/v1`);
      expect(t.kind).toBe('medical-record');
      expect(names(country)).toEqual(
        expect.arrayContaining([
          'reason_for_contact',
          'history',
          'findings',
          'assessment',
          'primary_diagnosis',
          'secondary_diagnosis',
          'plan',
        ]),
      );
      expect(required(country)).toEqual(
        expect.arrayContaining(['reason_for_contact', 'history', 'assessment', 'primary_diagnosis', 'plan']),
      );
      expect(templateProblems(t)).toEqual([]);
    }
  });

  it('the diagnoses are ICD-10 fields, the primary one required', () => {
    const nodes = medicalRecordTemplate('NO').sections.flatMap((s) => s.nodes);
    expect(nodes.find((n) => n.name === 'primary_diagnosis')).toMatchObject({ kind: 'icd10', required: true });
    expect(nodes.find((n) => n.name === 'secondary_diagnosis')?.kind).toBe('icd10');
    expect(nodes.find((n) => n.name === 'secondary_diagnosis')?.required).toBeUndefined();
  });

  it('Sweden adds current medication, the UK a required safety-netting text, the rest the core only', () => {
    expect(names('SE')).toContain('current_medication');
    expect(required('SE')).not.toContain('current_medication');
    expect(required('GB')).toContain('safety_netting');
    for (const country of ['NO', 'FR', 'DE'] as const) expect(names(country)).toHaveLength(7);
  });

  it('labels every field and section with an i18n key', () => {
    const t = medicalRecordTemplate('GB');
    expect(t.sections.map((s) => s.title)).toEqual([
      'forms.medicalRecord.section.consultation',
      'forms.medicalRecord.section.diagnosis',
      'forms.medicalRecord.section.plan',
    ]);
    for (const node of t.sections.flatMap((s) => s.nodes)) expect(node.label).toBe(`forms.medicalRecord.${node.name}`);
  });

  it('an empty note lists what it still needs', () => {
    expect(missingFields(medicalRecordTemplate('GB'), {}).map((m) => m.name)).toEqual([
      'reason_for_contact',
      'history',
      'assessment',
      'primary_diagnosis',
      'plan',
      'safety_netting',
    ]);
  });

  it('refuses a market outside the five', () => {
    expect(() => medicalRecordTemplate('US' as Country)).toThrow(new Error('Unsupported country "US"'));
  });
});

describe('the Swedish prescription-renewal form', () => {
  it('is the note of a Swedish renewal meeting, and of no other', () => {
    expect(noteTemplateFor('SE', 'PRESCRIPTION_RENEWAL')).toBe(PRESCRIPTION_RENEWAL_TEMPLATE);
    expect(noteTemplateFor('SE', 'DEFAULT').id).toBe('medical-record/SE/v1');
    expect(noteTemplateFor('NO', 'PRESCRIPTION_RENEWAL').id).toBe('medical-record/NO/v1');
    expect(templateProblems(PRESCRIPTION_RENEWAL_TEMPLATE)).toEqual([]);
  });

  it('has six numbered questions', () => {
    const questions = PRESCRIPTION_RENEWAL_TEMPLATE.sections
      .flatMap((s) => s.nodes)
      .filter((n) => n.name.startsWith('renewal_question_'));
    expect(RENEWAL_QUESTION_COUNT).toBe(6);
    expect(questions.map((n) => n.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `renewal_question_${n}`));
  });

  it('leaves the drug, prescription and rejection fields out of the missing-fields check, though required', () => {
    const unchecked = ['drug_observable', 'prescription_of_drug', 'reason_for_procedure_rejected_by_recipient'];
    const nodes = PRESCRIPTION_RENEWAL_TEMPLATE.sections.flatMap((s) => s.nodes);
    expect(nodes.filter((n) => unchecked.includes(n.name)).every((n) => n.required)).toBe(true);
    expect(missingFields(PRESCRIPTION_RENEWAL_TEMPLATE, {}).map((m) => m.name)).toEqual([
      'renewal_question_1',
      'renewal_question_2',
      'renewal_question_5',
      'renewal_question_6',
      'primary_diagnosis',
    ]);
  });
});

describe("the insurer partnership's clinician form", () => {
  it('is the note of a British GP of the insurer partnership, and of no other', () => {
    expect(noteTemplateFor('GB', 'DEFAULT', 'INSURER')).toBe(INSURER_NOTE_TEMPLATE);
    expect(noteTemplateFor('GB', 'DEFAULT', 'PRIVATE_PRACTICE').id).toBe('medical-record/GB/v1');
    expect(noteTemplateFor('GB', 'DEFAULT').id).toBe('medical-record/GB/v1');
    expect(noteTemplateFor('SE', 'DEFAULT', 'INSURER').id).toBe('medical-record/SE/v1');
    expect(templateProblems(INSURER_NOTE_TEMPLATE)).toEqual([]);
  });

  it('holds the four outcome sections, and names its fields as the report reads them', () => {
    const sections = INSURER_NOTE_TEMPLATE.sections.map((s) => s.name);
    expect(sections.filter((s) => (INSURER_FORM_SECTIONS as readonly string[]).includes(s))).toEqual([
      ...INSURER_FORM_SECTIONS,
    ]);
    const names = new Set(INSURER_NOTE_TEMPLATE.sections.flatMap((s) => s.nodes.map((n) => n.name)));
    for (const key of ['infoForVitality', 'consultationSummary', 'examinationFindings', 'managementPlan', 'reassess']) {
      expect(names).toContain(key);
    }
  });

  it('asks for the discharge summary and the confirmation, and treats whitespace as empty', () => {
    const missing = missingFields(INSURER_NOTE_TEMPLATE, {
      consultationSummary: '   ',
      examinationFindings: 'Tender lateral joint line',
      primary_diagnosis: 'M23.2 Derangement of meniscus',
    }).map((m) => m.name);
    expect(missing).toEqual(['consultationSummary', 'managementPlan', 'confirmFormSubmission']);
  });

  it('asks whether the injury was traumatic only after an accident or injury', () => {
    const shown = (values: Record<string, string>) =>
      visibleNodes(INSURER_NOTE_TEMPLATE, values).some(({ node }) => node.name === 'traumaticInjury');
    expect(shown({ patientHeldAccidentOrInjury: 'No' })).toBe(false);
    expect(shown({ patientHeldAccidentOrInjury: 'Yes' })).toBe(true);
  });
});
