import { describe, expect, it } from 'vitest';
import { patientTexts, type PatientTexts } from '../i18n/locales/patient.en';
import { svPatientTexts } from '../i18n/locales/patient.sv';
import { loadedPageLanguage, loadPageLanguage } from './patient-texts';

function keysOf(node: unknown, prefix = ''): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

// A language that lacks one of English's texts does not typecheck: the build fails, not the patient's page.
const { hangUp: _hangUp, ...callWithoutHangUp } = svPatientTexts.call;
// @ts-expect-error `call.hangUp` is missing
const _withoutHangUp: PatientTexts = { ...svPatientTexts, call: callWithoutHangUp };

describe('the texts of the patient’s page', () => {
  it.each(['sv', 'nb', 'fr', 'de'] as const)(
    '%s is fetched when chosen and has every English text, each its own',
    async (language) => {
      const page = await loadPageLanguage(language);
      const { texts } = page;
      expect(page.language).toBe(language);
      expect(keysOf(texts).sort()).toEqual(keysOf(patientTexts).sort());
      expect(texts.call.join).not.toBe(patientTexts.call.join);
      expect(texts.appointment.videoWith).toContain('{clinician}');
      expect(texts.appointment.textWith).toContain('{clinician}');
      expect(loadedPageLanguage(language)).toBe(page);
    },
  );

  it('has English at once, without fetching', () => {
    expect(loadedPageLanguage('en')?.texts).toBe(patientTexts);
  });
});
