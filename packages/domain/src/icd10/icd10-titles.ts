import type { Locale } from '../markets/country';
import { ICD10_CODES, type Icd10Titles } from './icd10-codes';
import { ICD10_TITLES_DE } from './icd10-titles.de';
import { ICD10_TITLES_FR } from './icd10-titles.fr';
import { ICD10_TITLES_NB } from './icd10-titles.nb';
import { ICD10_TITLES_SV } from './icd10-titles.sv';

const ENGLISH = Object.fromEntries(ICD10_CODES.map(({ code, title }) => [code, title])) as Icd10Titles;

/** The shipped codes' titles in each language the clinician app speaks: the picker shows and searches these. */
export const ICD10_TITLES: Readonly<Record<Locale, Icd10Titles>> = {
  en: ENGLISH,
  sv: ICD10_TITLES_SV,
  nb: ICD10_TITLES_NB,
  fr: ICD10_TITLES_FR,
  de: ICD10_TITLES_DE,
};
