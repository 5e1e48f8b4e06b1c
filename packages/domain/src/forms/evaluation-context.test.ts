import { describe, expect, it } from 'vitest';
import type { EvaluationContext } from '../api/medical-record';
import { applyEvaluationContext } from './evaluation-context';
import { evaluationTemplate, type EvaluationTemplateInput } from './evaluation-templates';
import { evaluationInput } from './evaluation-fixtures';
import { visibleValues } from './missing-fields';

const template = (overrides: Partial<EvaluationTemplateInput> = {}) => evaluationTemplate(evaluationInput(overrides));
const none: EvaluationContext = {
  hasPrescription: false,
  hasLabReferral: false,
  hasSpecialistReferral: false,
  hasSickNote: false,
};

describe('applyEvaluationContext', () => {
  it('changes nothing when the meeting produced nothing', () => {
    const values = { patient_helped: 'false', patient_not_helped_reason: 'no-show' };
    const result = applyEvaluationContext(template(), values, none);
    expect(result.values).toEqual(values);
    expect([...result.locked]).toEqual([]);
    expect(result.lockedOptions).toEqual({});
  });

  it('a prescription forces patient_helped and ticks and locks the prescription action', () => {
    const result = applyEvaluationContext(template(), {}, { ...none, hasPrescription: true });
    expect(result.values).toEqual({ patient_helped: 'true', patient_helped_action: ['prescription'] });
    expect([...result.locked]).toEqual(['patient_helped']);
    expect(result.lockedOptions).toEqual({ patient_helped_action: ['prescription'] });
  });

  it('a lab referral ticks referral and the labs referral type; a specialist referral the specialist type', () => {
    const result = applyEvaluationContext(
      template(),
      { patient_helped_action: ['sick-note'], referral_type: ['internal'] },
      { ...none, hasLabReferral: true, hasSpecialistReferral: true },
    );
    expect(result.values).toEqual({
      patient_helped: 'true',
      patient_helped_action: ['referral', 'sick-note'],
      referral_type: ['labs', 'internal', 'specialist'],
    });
    expect(result.lockedOptions).toEqual({
      patient_helped_action: ['referral'],
      referral_type: ['labs', 'specialist'],
    });
  });

  it('a sick note (the French cerfa one too) ticks sick-note', () => {
    const result = applyEvaluationContext(template({ country: 'FR' }), {}, { ...none, hasSickNote: true });
    expect(result.values).toEqual({ patient_helped: 'true', patient_helped_action: ['sick-note'] });
    expect(result.lockedOptions).toEqual({ patient_helped_action: ['sick-note'] });
  });

  it('overrides a "not helped" answer, whose reason is then dropped on save', () => {
    const t = template();
    const result = applyEvaluationContext(
      t,
      { patient_helped: 'false', patient_not_helped_reason: 'no-show' },
      { ...none, hasPrescription: true },
    );
    expect(result.values['patient_helped']).toBe('true');
    expect(visibleValues(t, result.values)).toEqual({
      patient_helped: 'true',
      patient_helped_action: ['prescription'],
    });
  });

  it('touches only the actions a template offers', () => {
    const nurse = applyEvaluationContext(template({ profession: 'NURSE' }), {}, { ...none, hasSickNote: true });
    expect(nurse.values).toEqual({ patient_helped: 'true' });
    expect(nurse.lockedOptions).toEqual({});
    const external = applyEvaluationContext(
      template({ usesExternalEmr: true }),
      {},
      { ...none, hasPrescription: true },
    );
    expect(external.values).toEqual({ patient_helped: 'true' });
    expect([...external.locked]).toEqual(['patient_helped']);
  });

  it('in the UK questions answers and locks prescription, sick note and further care', () => {
    const result = applyEvaluationContext(
      template({ country: 'GB' }),
      { prescription_created: 'no', medical_advice_offer: 'no' },
      { hasPrescription: true, hasLabReferral: false, hasSpecialistReferral: true, hasSickNote: true },
    );
    expect(result.values).toEqual({
      prescription_created: 'yes',
      sick_note_created: 'yes',
      refer_further_care: 'yes',
      medical_advice_offer: 'no',
    });
    expect([...result.locked].sort()).toEqual(['prescription_created', 'refer_further_care', 'sick_note_created']);
    expect(result.lockedOptions).toEqual({});
  });

  it('does not change the values it was given', () => {
    const values = { patient_helped_action: ['sick-note'] };
    applyEvaluationContext(template(), values, { ...none, hasPrescription: true });
    expect(values).toEqual({ patient_helped_action: ['sick-note'] });
  });
});
