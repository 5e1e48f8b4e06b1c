import { useTranslation } from 'react-i18next';
import { useLabTestCatalogue } from '../api/queries';
import { namesOf } from './test-names';

/**
 * The names of ordered test codes in the clinician's language, from the catalogue (fetched once per release); while
 * it loads, or for a code it no longer has, the codes themselves.
 */
export function useTestNames(): (codes: readonly string[]) => string {
  const { i18n } = useTranslation();
  const tests = useLabTestCatalogue().data?.tests ?? [];
  return (codes) => namesOf(codes, tests, i18n.language);
}
