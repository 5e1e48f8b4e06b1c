import { describe, expect, it } from 'vitest';
import { PROFESSIONS } from '../clinicians/profession';
import { ACTIVITY_TYPES } from '../meetings/meeting';
import { COUNTRIES } from './country';
import { medicalRecordTemplate } from '../forms/medical-record-templates';
import { activityTitle, noteFieldLabel, professionTitle } from './record-titles';

describe('record titles', () => {
  it('writes a Swedish doctor and revisit in Swedish, a UK one in English', () => {
    expect(professionTitle('DOCTOR', 'SE')).toBe('Läkare');
    expect(activityTitle('REVISIT', 'SE')).toBe('Återbesök');
    expect(professionTitle('DOCTOR', 'GB')).toBe('GP');
    expect(activityTitle('PRESCRIPTION_RENEWAL', 'GB')).toBe('Prescription renewal');
  });

  it('has a title for every profession and activity in every market', () => {
    for (const country of COUNTRIES) {
      for (const profession of PROFESSIONS) expect(professionTitle(profession, country)).toMatch(/\S/);
      for (const activity of ACTIVITY_TYPES) expect(activityTitle(activity, country)).toMatch(/\S/);
    }
  });

  it("labels every field of every market's note form in that market's language", () => {
    for (const country of COUNTRIES) {
      for (const section of medicalRecordTemplate(country).sections) {
        for (const node of section.nodes)
          expect(noteFieldLabel(node.name, country), `${country} ${node.name}`).toMatch(/\S/);
      }
    }
    expect(noteFieldLabel('history', 'SE')).toBe('Anamnes');
    expect(noteFieldLabel('history', 'GB')).toBe('History');
    expect(noteFieldLabel('patient_helped', 'SE')).toBeNull();
  });
});
