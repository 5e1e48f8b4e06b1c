import { describe, expect, it } from 'vitest';
import { PARTNERSHIP_KINDS, PROFESSIONS } from '../clinicians/profession';
import {
  defaultUrgency,
  givesUkTasks,
  missingClinicianCheckboxes,
  requiredClinicianCheckboxes,
  taskDueAt,
  taskEditMode,
  taskTypesFor,
  UK_TASK_SLA_HOURS,
  UK_TASK_STATUSES,
  UK_TASK_TYPE_LABELS,
  UK_TASK_TYPES,
  type UkCheckboxFacts,
} from './uk-task-rules';

const GP = [
  'BLOODS',
  'COLD_HUB_APPOINTMENT',
  'HOT_HUB_APPOINTMENT',
  'FOLLOW_UP_APPOINTMENT',
  'MESSAGE_TO_OWN_GP',
  'NHS_FIT_NOTE',
  'NHS_REFERRAL',
  'OTHER_SPECIMEN',
  'OTHER_INVESTIGATIONS',
  'OTHER_TASK',
  'PRIVATE_REFERRAL',
  'PRIVATE_SICK_NOTE',
  'TWW_REFERRAL',
  'URGENT_DISCHARGE_SUMMARY',
];

describe('task types by profession and partnership (seed 002 §6)', () => {
  it('gives a GP 14 types', () => {
    expect(taskTypesFor('DOCTOR', null)).toEqual(GP);
    expect(taskTypesFor('DOCTOR', null)).toHaveLength(14);
    expect(taskTypesFor('DOCTOR', null)).not.toContain('DOCUMENT_TO_NHS_GP');
  });

  it("gives a nurse the GP's without NHS fit note and TWW referral: 12", () => {
    expect(taskTypesFor('NURSE', null)).toEqual(GP.filter((t) => t !== 'NHS_FIT_NOTE' && t !== 'TWW_REFERRAL'));
    expect(taskTypesFor('NURSE', null)).toHaveLength(12);
  });

  it('gives a private-practice GP 7', () => {
    expect(taskTypesFor('DOCTOR', 'PRIVATE_PRACTICE')).toEqual([
      'FOLLOW_UP_APPOINTMENT',
      'MESSAGE_TO_OWN_GP',
      'OTHER_INVESTIGATIONS',
      'OTHER_TASK',
      'PRIVATE_REFERRAL',
      'PRIVATE_SICK_NOTE',
      'URGENT_DISCHARGE_SUMMARY',
    ]);
  });

  it('gives a private-practice psychologist 3', () => {
    expect(taskTypesFor('PSYCHOLOGIST', 'PRIVATE_PRACTICE')).toEqual([
      'SEND_DS_TO_PATIENT',
      'SEND_DS_TO_PATIENTS_GP',
      'OTHER_TASK_MENTAL_HEALTH',
    ]);
  });

  it.each(PROFESSIONS)('gives an insurer partner (%s) the two insurer tasks', (profession) => {
    expect(taskTypesFor(profession, 'INSURER')).toEqual(['OTHER_TASK_VITALITY', 'SUSPECTED_CANCER_VITALITY']);
  });

  it.each([
    ['PSYCHOLOGIST', null],
    ['NURSE', 'PRIVATE_PRACTICE'],
  ] as const)('throws for %s with partnership %s', (profession, partnership) => {
    expect(() => taskTypesFor(profession, partnership)).toThrow(
      new Error('Unexpected clinicianProfession and partnership combination'),
    );
    expect(givesUkTasks(profession, partnership)).toBe(false);
  });

  it('covers every combination: a set or the throw', () => {
    const answers = PROFESSIONS.flatMap((profession) =>
      [null, ...PARTNERSHIP_KINDS].map((kind) => [profession, kind, givesUkTasks(profession, kind)] as const),
    );
    expect(answers).toEqual([
      ['DOCTOR', null, true],
      ['DOCTOR', 'INSURER', true],
      ['DOCTOR', 'PRIVATE_PRACTICE', true],
      ['NURSE', null, true],
      ['NURSE', 'INSURER', true],
      ['NURSE', 'PRIVATE_PRACTICE', false],
      ['PSYCHOLOGIST', null, false],
      ['PSYCHOLOGIST', 'INSURER', true],
      ['PSYCHOLOGIST', 'PRIVATE_PRACTICE', true],
    ]);
  });
});

describe('SLAs and urgency (seed 002 §3, §9)', () => {
  it('holds the 20 types with the SLA table', () => {
    expect(UK_TASK_TYPES).toHaveLength(20);
    expect(UK_TASK_SLA_HOURS).toEqual({
      BLOODS: 72,
      COLD_HUB_APPOINTMENT: 24,
      FOLLOW_UP_APPOINTMENT: 24,
      HOT_HUB_APPOINTMENT: 24,
      MESSAGE_TO_OWN_GP: 72,
      NHS_FIT_NOTE: 48,
      NHS_REFERRAL: 72,
      OTHER_SPECIMEN: 72,
      OTHER_INVESTIGATIONS: 72,
      OTHER_TASK: 72,
      OTHER_TASK_MENTAL_HEALTH: null,
      OTHER_TASK_VITALITY: null,
      PRIVATE_REFERRAL: 72,
      PRIVATE_SICK_NOTE: 48,
      SEND_DS_TO_PATIENT: 72,
      SEND_DS_TO_PATIENTS_GP: 72,
      TWW_REFERRAL: 24,
      URGENT_DISCHARGE_SUMMARY: 24,
      SUSPECTED_CANCER_VITALITY: null,
      DOCUMENT_TO_NHS_GP: 24,
    });
  });

  it('words every type in UK English for the wire task, and leaves a task editable until it is published', () => {
    expect(UK_TASK_TYPES.filter((type) => !UK_TASK_TYPE_LABELS[type])).toEqual([]);
    expect(UK_TASK_TYPE_LABELS.TWW_REFERRAL).toBe('Two-week wait (TWW) referral');
    expect(UK_TASK_STATUSES.map((status) => [status, taskEditMode(status)])).toEqual([
      ['DRAFT', true],
      ['SUBMITTED', true],
      ['PUBLISHED', false],
    ]);
  });

  it('makes TWW referral and urgent discharge summary urgent, the rest routine', () => {
    const urgent = UK_TASK_TYPES.filter((type) => defaultUrgency(type) === 'URGENT');
    expect(urgent).toEqual(['TWW_REFERRAL', 'URGENT_DISCHARGE_SUMMARY']);
    expect(defaultUrgency('BLOODS')).toBe('ROUTINE');
  });

  it('is due the SLA after publishing; never for a type without one', () => {
    const published = Date.UTC(2026, 10, 27, 9);
    expect(taskDueAt('TWW_REFERRAL', published)).toBe(published + 24 * 3600_000);
    expect(taskDueAt('NHS_FIT_NOTE', published)).toBe(published + 48 * 3600_000);
    expect(taskDueAt('BLOODS', published)).toBe(published + 72 * 3600_000);
    expect(taskDueAt('OTHER_TASK_VITALITY', published)).toBeNull();
  });
});

describe('the end-of-meeting checkboxes (seed 000 §5)', () => {
  const facts = (over: Partial<UkCheckboxFacts> = {}): UkCheckboxFacts => ({
    hasTasks: false,
    isMentalHealth: false,
    isInsurerPartnership: false,
    isOneTimeUser: false,
    hasPrescription: false,
    ...over,
  });

  it('with tasks: clear instructions, correct documents and the prescriptions confirmation', () => {
    expect(missingClinicianCheckboxes(facts({ hasTasks: true }), {})).toEqual([
      'clearInstructions',
      'correctDocuments',
      'noPrescriptionsConfirmation',
    ]);
    expect(
      missingClinicianCheckboxes(facts({ hasTasks: true }), { clearInstructions: true, correctDocuments: true }),
    ).toEqual(['noPrescriptionsConfirmation']);
    expect(
      missingClinicianCheckboxes(facts({ hasTasks: true }), {
        clearInstructions: true,
        correctDocuments: true,
        noPrescriptionsConfirmation: true,
      }),
    ).toEqual([]);
  });

  it('without tasks: the no-tasks confirmation (ticking task boxes does not do instead)', () => {
    expect(missingClinicianCheckboxes(facts(), { clearInstructions: true, correctDocuments: true })).toEqual([
      'noTasksConfirmation',
      'noPrescriptionsConfirmation',
    ]);
    expect(
      missingClinicianCheckboxes(facts(), { noTasksConfirmation: true, noPrescriptionsConfirmation: true }),
    ).toEqual([]);
  });

  it('asks no prescriptions confirmation in a mental-health or insurer-partnership meeting', () => {
    expect(requiredClinicianCheckboxes(facts({ isMentalHealth: true }))).toEqual(['noTasksConfirmation']);
    expect(requiredClinicianCheckboxes(facts({ isInsurerPartnership: true, hasTasks: true }))).toEqual([
      'clearInstructions',
      'correctDocuments',
    ]);
  });

  it('asks no prescriptions confirmation when a prescription was sent in the meeting', () => {
    expect(requiredClinicianCheckboxes(facts({ hasPrescription: true }))).toEqual(['noTasksConfirmation']);
  });

  it('asks nothing of a one-time web user', () => {
    expect(missingClinicianCheckboxes(facts({ isOneTimeUser: true, hasTasks: true }), {})).toEqual([]);
  });
});
