import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../markets/country';
import type { LocalizedText, ProgrammeStep, TreatmentProgrammeDefinition } from '../programmes';
import { ICBT_IDENTIFIER_PATTERN } from '../states';
import { programmeByIdentifier, TREATMENT_PROGRAMMES } from './index';

/*
 * The programmes a psychologist starts for a patient: each is shown to the patient module by module in the page's
 * language, so every text must exist in all five, every exercise a step asks for must be one the programme keeps,
 * and every questionnaire must offer answers to choose from.
 */

/** Every LocalizedText in a programme, with where it sits, for a readable failure. */
function texts(programme: TreatmentProgrammeDefinition): [string, LocalizedText][] {
  const found: [string, LocalizedText][] = [
    ['title', programme.title],
    ['description', programme.description],
  ];
  for (const module of programme.modules) {
    found.push([`${module.key} title`, module.title]);
    for (const step of module.steps) {
      found.push([`${step.id} title`, step.title]);
      if (step.kind === 'text') found.push([`${step.id} body`, step.body]);
      if (step.kind === 'exercise') found.push([`${step.id} instructions`, step.instructions]);
      if (step.kind === 'questionnaire') {
        for (const question of step.questions) found.push([question.id, question.text]);
        step.scale.forEach((point, i) => found.push([`${step.id} scale ${i}`, point]));
      }
    }
  }
  return found;
}

const steps = (programme: TreatmentProgrammeDefinition): ProgrammeStep[] =>
  programme.modules.flatMap((module) => module.steps);

describe('the treatment programmes we ship', () => {
  it('are anxiety, depression and insomnia, each found by its identifier', () => {
    expect(TREATMENT_PROGRAMMES.map((p) => p.identifier)).toEqual(['ICBT_ANXIETY', 'ICBT_DEPRESSION', 'ICBT_INSOMNIA']);
    for (const programme of TREATMENT_PROGRAMMES) {
      expect(programmeByIdentifier(programme.identifier)).toBe(programme);
    }
  });

  it('finds no programme for an identifier we do not ship', () => {
    expect(programmeByIdentifier('ICBT_PANIC')).toBeNull();
    expect(programmeByIdentifier('icbt_anxiety')).toBeNull();
    expect(programmeByIdentifier('')).toBeNull();
  });

  it('keep the exercises each programme gives the patient from its start', () => {
    expect(Object.fromEntries(TREATMENT_PROGRAMMES.map((p) => [p.identifier, p.exercises]))).toEqual({
      ICBT_ANXIETY: ['activity-diary', 'situation-analysis'],
      ICBT_DEPRESSION: ['activity-diary'],
      ICBT_INSOMNIA: ['activity-diary'],
    });
  });
});

describe.each(TREATMENT_PROGRAMMES.map((p) => [p.identifier, p] as const))('%s', (_, programme) => {
  it('has an identifier ICBT_ and a name, and a copy key from it', () => {
    expect(programme.identifier).toMatch(ICBT_IDENTIFIER_PATTERN);
    expect(programme.programmeNameCopyKey).toBe(
      `treatment-programme.${programme.identifier.toLowerCase().replace('_', '-')}`,
    );
  });

  it('has 6 to 8 modules of 2 to 4 steps', () => {
    expect(programme.modules.length).toBeGreaterThanOrEqual(6);
    expect(programme.modules.length).toBeLessThanOrEqual(8);
    for (const module of programme.modules) {
      expect(module.steps.length, module.key).toBeGreaterThanOrEqual(2);
      expect(module.steps.length, module.key).toBeLessThanOrEqual(4);
    }
  });

  it('has module, step and question ids unique within the programme', () => {
    const keys = programme.modules.map((m) => m.key);
    const stepIds = steps(programme).map((s) => s.id);
    const questionIds = steps(programme).flatMap((s) =>
      s.kind === 'questionnaire' ? s.questions.map((q) => q.id) : [],
    );
    const all = [...keys, ...stepIds, ...questionIds];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => id.length > 0)).toBe(true);
  });

  it('has every text in all five languages, none empty', () => {
    for (const [where, text] of texts(programme)) {
      expect(Object.keys(text).sort(), where).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(text[locale].trim(), `${where} (${locale})`).not.toBe('');
    }
  });

  it('asks only for exercises the programme keeps', () => {
    for (const step of steps(programme)) {
      if (step.kind === 'exercise') expect(programme.exercises, step.id).toContain(step.exercise);
    }
  });

  it('offers answers on a labelled scale of 4 or 5 points (0–3 or 0–4) for every questionnaire', () => {
    const questionnaires = steps(programme).filter((s) => s.kind === 'questionnaire');
    expect(questionnaires.length).toBeGreaterThan(0);
    for (const step of questionnaires) {
      expect(step.questions.length, step.id).toBeGreaterThan(0);
      expect([4, 5], step.id).toContain(step.scale.length);
    }
  });

  it('gives the patient an exercise in module 1', () => {
    expect(programme.modules[0]!.steps.some((s) => s.kind === 'exercise')).toBe(true);
  });
});

describe('ICBT_ANXIETY module 1', () => {
  it('is a text, then the activity-diary exercise, then a short questionnaire', () => {
    const module1 = programmeByIdentifier('ICBT_ANXIETY')!.modules[0]!;
    expect(module1.steps.map((s) => s.kind)).toEqual(['text', 'exercise', 'questionnaire']);
    const [, diary, check] = module1.steps;
    expect(diary).toMatchObject({ kind: 'exercise', exercise: 'activity-diary' });
    const questions = check?.kind === 'questionnaire' ? check.questions.length : 0;
    expect(questions).toBeGreaterThanOrEqual(2);
    expect(questions).toBeLessThanOrEqual(3);
  });
});
