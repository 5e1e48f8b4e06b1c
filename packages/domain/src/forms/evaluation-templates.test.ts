import { describe, expect, it } from 'vitest';
import type { ActivityType } from '../meetings/meeting';
import { chooseEvaluationTemplate, evaluationTemplate, type EvaluationTemplateInput } from './evaluation-templates';
import { evaluationInput } from './evaluation-fixtures';
import { missingFields, visibleNodes } from './missing-fields';
import type { FieldNode, FormTemplate, FormValues } from './template';
import { templateProblems } from './template-problems';

const fields = (t: FormTemplate) => t.sections.flatMap((s) => s.nodes.map((n) => n.name));
const node = (t: FormTemplate, name: string): FieldNode => {
  const found = t.sections.flatMap((s) => s.nodes).find((n) => n.name === name);
  if (!found) throw new Error(`no ${name} in ${t.id}`);
  return found;
};
const optionsOf = (t: FormTemplate, name: string) => (node(t, name).options ?? []).map((o) => o.value);
const shown = (t: FormTemplate, values: FormValues) => visibleNodes(t, values).map(({ node }) => node.name);

const SE_DOCTOR = evaluationTemplate(evaluationInput());
const GB_DOCTOR = evaluationTemplate(evaluationInput({ country: 'GB' }));

describe('choosing the evaluation template', () => {
  it.each<[Partial<EvaluationTemplateInput>, string]>([
    [{}, 'evaluation/SE/DOCTOR/v1'],
    [{ profession: 'NURSE' }, 'evaluation/SE/NURSE/v1'],
    [{ profession: 'PSYCHOLOGIST' }, 'evaluation/SE/PSYCHOLOGIST/v1'],
    [{ country: 'FR' }, 'evaluation/FR/DOCTOR/v1'],
    [{ country: 'GB' }, 'evaluation/GB/DOCTOR/v1'],
    [{ country: 'GB', profession: 'NURSE' }, 'evaluation/GB/NURSE/v1'],
    [{ country: 'DE', profession: 'PSYCHOLOGIST' }, 'evaluation/DE/PSYCHOLOGIST/v1'],
    [{ activityType: 'REVISIT' }, 'evaluation/SE/DOCTOR/v1'],
    [{ activityType: 'MENTAL_HEALTH' }, 'evaluation/SE/PSYCHOLOGIST/v1'],
    [{ country: 'GB', profession: 'NURSE', activityType: 'MENTAL_HEALTH' }, 'evaluation/GB/PSYCHOLOGIST/v1'],
    [{ activityType: 'PRESCRIPTION_RENEWAL' }, 'evaluation/SE/DOCTOR/prescription-renewal/v1'],
    [{ profession: 'NURSE', activityType: 'PRESCRIPTION_RENEWAL' }, 'evaluation/SE/NURSE/prescription-renewal/v1'],
    [{ usesExternalEmr: true }, 'evaluation/SE/DOCTOR/external-emr/v1'],
    [{ usesExternalEmr: true, activityType: 'PRESCRIPTION_RENEWAL' }, 'evaluation/SE/DOCTOR/external-emr/v1'],
    [{ country: 'DE', usesExternalEmr: true }, 'evaluation/DE/DOCTOR/external-emr/v1'],
    [{ country: 'GB', legacyPatientHelped: true }, 'evaluation/GB/DOCTOR/patient-helped/v1'],
    [{ country: 'DE', profession: 'NURSE', legacyPatientHelped: true }, 'evaluation/DE/NURSE/patient-helped/v1'],
    [
      { country: 'GB', usesExternalEmr: true, legacyPatientHelped: true },
      'evaluation/GB/DOCTOR/patient-helped/external-emr/v1',
    ],
    [{ legacyPatientHelped: true }, 'evaluation/SE/DOCTOR/v1'],
    [{ country: 'FR', legacyPatientHelped: true }, 'evaluation/FR/DOCTOR/v1'],
  ])('%j gives %s', (overrides, id) => {
    expect(evaluationTemplate(evaluationInput(overrides)).id).toBe(id);
  });

  it('refuses a profession outside the three with the seed message', () => {
    expect(() => evaluationTemplate(evaluationInput({ profession: 'PHYSIOTHERAPIST' }))).toThrow(
      new Error('Unsupported profession "PHYSIOTHERAPIST"'),
    );
    expect(() => evaluationTemplate(evaluationInput({ profession: '' }))).toThrow(
      new Error('Unsupported profession ""'),
    );
  });

  it('refuses Norway and any other market: the seed lists evaluations for four countries', () => {
    expect(() => evaluationTemplate(evaluationInput({ country: 'NO' }))).toThrow(new Error('Unsupported country "NO"'));
    expect(() => evaluationTemplate(evaluationInput({ country: 'US' }))).toThrow(new Error('Unsupported country "US"'));
  });

  it('refuses an activity type it does not know', () => {
    expect(() => evaluationTemplate(evaluationInput({ activityType: 'GROUP' as ActivityType }))).toThrow(
      new Error('Unknown activity type "GROUP"'),
    );
  });

  it('refuses a prescription renewal outside Sweden and for a psychologist', () => {
    expect(() => evaluationTemplate(evaluationInput({ country: 'GB', activityType: 'PRESCRIPTION_RENEWAL' }))).toThrow(
      new Error('Prescription renewal text activity not supported in market'),
    );
    expect(() =>
      evaluationTemplate(evaluationInput({ profession: 'PSYCHOLOGIST', activityType: 'PRESCRIPTION_RENEWAL' })),
    ).toThrow(new Error('Prescription renewal not supported for profession "PSYCHOLOGIST"'));
  });

  it('checks the country before the profession', () => {
    expect(() => evaluationTemplate(evaluationInput({ country: 'NO', profession: 'X' }))).toThrow(
      'Unsupported country "NO"',
    );
  });

  it('reports the choice it made', () => {
    expect(
      chooseEvaluationTemplate(evaluationInput({ country: 'GB', profession: 'NURSE', usesExternalEmr: true })),
    ).toEqual({
      country: 'GB',
      audience: 'NURSE',
      family: 'care-outcome',
      variant: 'external-emr',
    });
  });
});

/** The care-outcome questions every UK and German form asks: further care and medical advice, each with its why. */
const CARE_OUTCOME_REFERRAL_AND_ADVICE = [
  'refer_further_care',
  'refer_further_care_specify',
  'medical_advice_offer',
  'medical_advice_not_offered_specify',
];

describe('what each template asks', () => {
  it('a Swedish doctor answers patient_helped, its reasons and actions, and the physical-care questions', () => {
    expect(fields(SE_DOCTOR)).toEqual([
      'patient_helped',
      'patient_not_helped_reason',
      'not_suitable_for_digital_care_reason',
      'patient_helped_action',
      'referral_type',
      'could_have_been_handled_digitally',
      'physical_booking_reason',
      'other_issues_with_physical_booking',
      'problems_experienced_reason',
    ]);
    expect(optionsOf(SE_DOCTOR, 'physical_booking_reason')).toHaveLength(5);
  });

  it.each<[string, string[]]>([
    ['patient_helped', ['true', 'false']],
    ['patient_not_helped_reason', ['no-show', 'not-suitable', 'technical-error']],
    ['not_suitable_for_digital_care_reason', ['physical', 'lab', 'xray', 'permanent']],
    ['patient_helped_action', ['prescription', 'referral', 'sick-note']],
    ['referral_type', ['labs', 'internal', 'other', 'specialist', 'physical-primary-care', 'emergency-room']],
    ['could_have_been_handled_digitally', ['yes', 'no', 'not-applicable']],
    ['problems_experienced_reason', ['not-healthcare', 'technical-error', 'against-policy']],
  ])('a Swedish doctor is offered %s: %j', (field, options) => {
    expect(optionsOf(SE_DOCTOR, field)).toEqual(options);
  });

  it('a nurse also answers whether a nurse was the right level of care, and may have referred internally', () => {
    const t = evaluationTemplate(evaluationInput({ profession: 'NURSE' }));
    expect(fields(t)).toContain('appropriate_care_level_nurse');
    expect(optionsOf(t, 'patient_not_helped_reason')).toContain('referral-internal');
    expect(optionsOf(t, 'patient_helped_action')).toEqual(['prescription', 'referral']);
    expect(fields(evaluationTemplate(evaluationInput({ country: 'GB', profession: 'NURSE' })))).toContain(
      'appropriate_care_level_nurse',
    );
    expect(fields(SE_DOCTOR)).not.toContain('appropriate_care_level_nurse');
  });

  it('a psychologist gets no prescription, sick-note or lab questions', () => {
    const se = evaluationTemplate(evaluationInput({ profession: 'PSYCHOLOGIST' }));
    expect(optionsOf(se, 'patient_helped_action')).toEqual(['referral']);
    expect(optionsOf(se, 'referral_type')).not.toContain('labs');
    expect(optionsOf(se, 'patient_not_helped_reason')).toContain('referral-internal');
    expect(fields(se)).not.toContain('could_have_been_handled_digitally');
    const gb = evaluationTemplate(evaluationInput({ country: 'GB', profession: 'PSYCHOLOGIST' }));
    expect(fields(gb)).toEqual([...CARE_OUTCOME_REFERRAL_AND_ADVICE, 'problems_experienced_reason']);
  });

  it('a UK or German doctor answers the care-outcome questions', () => {
    for (const country of ['GB', 'DE']) {
      expect(fields(evaluationTemplate(evaluationInput({ country })))).toEqual([
        'prescription_created',
        'antibiotics_prescribed',
        'sick_note_created',
        ...CARE_OUTCOME_REFERRAL_AND_ADVICE,
        'required-physical-care',
        'problems_experienced_reason',
      ]);
    }
  });

  it('an external-EMR clinician gets the short form', () => {
    expect(fields(evaluationTemplate(evaluationInput({ usesExternalEmr: true })))).toEqual([
      'patient_helped',
      'patient_not_helped_reason',
      'not_suitable_for_digital_care_reason',
      'problems_experienced_reason',
    ]);
    expect(fields(evaluationTemplate(evaluationInput({ country: 'GB', usesExternalEmr: true })))).toEqual([
      ...CARE_OUTCOME_REFERRAL_AND_ADVICE,
      'required-physical-care',
      'problems_experienced_reason',
    ]);
  });

  it('a Swedish prescription renewal skips the physical-care questions', () => {
    const t = evaluationTemplate(evaluationInput({ activityType: 'PRESCRIPTION_RENEWAL' }));
    expect(fields(t)).toContain('patient_helped_action');
    expect(fields(t)).not.toContain('could_have_been_handled_digitally');
  });

  it('a UK evaluation saved with patient_helped keeps the patient_helped questions', () => {
    const t = evaluationTemplate(evaluationInput({ country: 'GB', legacyPatientHelped: true }));
    expect(fields(t)).toEqual(fields(SE_DOCTOR));
  });

  it('every template is well formed: conditions read earlier fields, options are unique', () => {
    for (const country of ['SE', 'GB', 'FR', 'DE']) {
      for (const profession of ['DOCTOR', 'NURSE', 'PSYCHOLOGIST']) {
        for (const usesExternalEmr of [false, true]) {
          for (const legacyPatientHelped of [false, true]) {
            const t = evaluationTemplate(
              evaluationInput({ country, profession, usesExternalEmr, legacyPatientHelped }),
            );
            expect(templateProblems(t), t.id).toEqual([]);
          }
        }
      }
    }
  });
});

describe('conditional evaluation fields (seed 002 §4)', () => {
  it('patient_not_helped_reason appears when patient_helped is false', () => {
    expect(shown(SE_DOCTOR, {})).not.toContain('patient_not_helped_reason');
    expect(shown(SE_DOCTOR, { patient_helped: 'true' })).not.toContain('patient_not_helped_reason');
    expect(shown(SE_DOCTOR, { patient_helped: 'false' })).toContain('patient_not_helped_reason');
  });

  it('the not-suitable reason appears when the reason is not-suitable', () => {
    const notHelped = { patient_helped: 'false' };
    expect(shown(SE_DOCTOR, { ...notHelped, patient_not_helped_reason: 'no-show' })).not.toContain(
      'not_suitable_for_digital_care_reason',
    );
    expect(shown(SE_DOCTOR, { ...notHelped, patient_not_helped_reason: 'not-suitable' })).toContain(
      'not_suitable_for_digital_care_reason',
    );
    // ...and disappears with its parent when the patient turns out to have been helped.
    expect(shown(SE_DOCTOR, { patient_helped: 'true', patient_not_helped_reason: 'not-suitable' })).not.toContain(
      'not_suitable_for_digital_care_reason',
    );
  });

  it('referral_type appears when the action includes referral, and then needs at least one type', () => {
    expect(shown(SE_DOCTOR, { patient_helped_action: ['prescription'] })).not.toContain('referral_type');
    expect(shown(SE_DOCTOR, { patient_helped_action: ['prescription', 'referral'] })).toContain('referral_type');
    const base = { patient_helped: 'true', could_have_been_handled_digitally: 'no' };
    expect(missingFields(SE_DOCTOR, { ...base, patient_helped_action: ['referral'] }).map((m) => m.name)).toEqual([
      'referral_type',
    ]);
    expect(missingFields(SE_DOCTOR, { ...base, patient_helped_action: ['referral'], referral_type: ['labs'] })).toEqual(
      [],
    );
  });

  it('physical_booking_reason appears when handled digitally is yes', () => {
    expect(shown(SE_DOCTOR, { could_have_been_handled_digitally: 'no' })).not.toContain('physical_booking_reason');
    expect(shown(SE_DOCTOR, { could_have_been_handled_digitally: 'not-applicable' })).not.toContain(
      'physical_booking_reason',
    );
    expect(shown(SE_DOCTOR, { could_have_been_handled_digitally: 'yes' })).toContain('physical_booking_reason');
  });

  it('antibiotics_prescribed appears when prescription created is yes', () => {
    expect(shown(GB_DOCTOR, { prescription_created: 'no' })).not.toContain('antibiotics_prescribed');
    expect(shown(GB_DOCTOR, { prescription_created: 'yes' })).toContain('antibiotics_prescribed');
  });

  it('refer_further_care_specify appears when further care is yes', () => {
    expect(shown(GB_DOCTOR, { refer_further_care: 'no' })).not.toContain('refer_further_care_specify');
    expect(shown(GB_DOCTOR, { refer_further_care: 'yes' })).toContain('refer_further_care_specify');
  });

  it('medical_advice_offer appears when prescription, sick note and further care are all no', () => {
    const allNo = { prescription_created: 'no', sick_note_created: 'no', refer_further_care: 'no' };
    expect(shown(GB_DOCTOR, allNo)).toContain('medical_advice_offer');
    for (const field of Object.keys(allNo)) {
      expect(shown(GB_DOCTOR, { ...allNo, [field]: 'yes' })).not.toContain('medical_advice_offer');
      expect(shown(GB_DOCTOR, { ...allNo, [field]: undefined })).not.toContain('medical_advice_offer');
    }
    const psychologist = evaluationTemplate(evaluationInput({ country: 'GB', profession: 'PSYCHOLOGIST' }));
    expect(shown(psychologist, { refer_further_care: 'no' })).toContain('medical_advice_offer');
    expect(shown(psychologist, { refer_further_care: 'yes' })).not.toContain('medical_advice_offer');
  });

  it('medical_advice_not_offered_specify appears when the advice offer is no', () => {
    const allNo = { prescription_created: 'no', sick_note_created: 'no', refer_further_care: 'no' };
    expect(shown(GB_DOCTOR, { ...allNo, medical_advice_offer: 'yes' })).not.toContain(
      'medical_advice_not_offered_specify',
    );
    expect(shown(GB_DOCTOR, { ...allNo, medical_advice_offer: 'no' })).toContain('medical_advice_not_offered_specify');
    // A stale "no" stops counting once a prescription was written after all.
    expect(shown(GB_DOCTOR, { ...allNo, prescription_created: 'yes', medical_advice_offer: 'no' })).not.toContain(
      'medical_advice_not_offered_specify',
    );
  });

  it('a complete UK evaluation with everything "no" asks for the advice and why it was not offered', () => {
    const values = {
      prescription_created: 'no',
      sick_note_created: 'no',
      refer_further_care: 'no',
      'required-physical-care': 'no',
      medical_advice_offer: 'no',
    };
    expect(missingFields(GB_DOCTOR, values).map((m) => m.name)).toEqual(['medical_advice_not_offered_specify']);
    expect(missingFields(GB_DOCTOR, { ...values, medical_advice_not_offered_specify: 'Patient left' })).toEqual([]);
  });
});
