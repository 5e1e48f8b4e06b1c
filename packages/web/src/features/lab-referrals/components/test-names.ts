import { LOCALES, type LabCatalogueItem, type Locale } from '@konsult/domain';

/** A catalogue test's name in the clinician's language (the catalogue carries all five); Swedish otherwise. */
export function testName(test: Pick<LabCatalogueItem, 'names'>, language: string): string {
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'sv';
  return test.names[locale];
}

/** The names of ordered codes, in order; a code the catalogue no longer has is shown as itself. */
export function namesOf(codes: readonly string[], catalogue: readonly LabCatalogueItem[], language: string): string {
  return codes
    .map((code) => {
      const test = catalogue.find((item) => item.code === code);
      return test ? testName(test, language) : code;
    })
    .join(', ');
}
