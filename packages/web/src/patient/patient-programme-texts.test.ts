import { describe, expect, it } from 'vitest';
import { patientProgrammeTexts } from '../i18n/locales/patient-programme.en';
import { loadProgrammeTexts } from './patient-programme-texts';

function entriesOf(node: unknown, prefix = ''): [string, string][] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entriesOf(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
const english = new Map(entriesOf(patientProgrammeTexts));

describe('the texts of the patient’s treatment programme', () => {
  it.each(['sv', 'nb', 'fr', 'de'] as const)(
    '%s is fetched when chosen and has every English text, with the same places for names and numbers',
    async (language) => {
      const texts = new Map(entriesOf(await loadProgrammeTexts(language)));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts)
        expect([key, placeholders(text)]).toEqual([key, placeholders(english.get(key)!)]);
      expect(texts.get('module.locked')).not.toBe(english.get('module.locked'));
      expect(texts.get('diary.add')).not.toBe(english.get('diary.add'));
    },
  );
});
