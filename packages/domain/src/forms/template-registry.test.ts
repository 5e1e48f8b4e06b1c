import { describe, expect, it } from 'vitest';
import { evaluationTemplate } from './evaluation-templates';
import { medicalRecordTemplate } from './medical-record-templates';
import { allFormTemplates, findFormTemplate, formTemplateById } from './template-registry';
import { templateProblems } from './template-problems';

describe('templates by id', () => {
  it('finds the template a stored form names', () => {
    expect(formTemplateById('medical-record/SE/v1')).toEqual(medicalRecordTemplate('SE'));
    expect(formTemplateById('evaluation/GB/DOCTOR/patient-helped/v1')).toEqual(
      evaluationTemplate({
        country: 'GB',
        profession: 'DOCTOR',
        activityType: 'DEFAULT',
        usesExternalEmr: false,
        legacyPatientHelped: true,
      }),
    );
  });

  it('an id no template has is null, or an error where one is required', () => {
    expect(findFormTemplate('evaluation/NO/DOCTOR/v1')).toBeNull();
    expect(() => formTemplateById('nope')).toThrow(new Error('Unknown form template "nope"'));
  });

  it('ids are unique and every template is well formed', () => {
    const all = allFormTemplates();
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) expect(templateProblems(t), t.id).toEqual([]);
  });
});
