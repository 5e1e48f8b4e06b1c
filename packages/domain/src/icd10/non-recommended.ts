import { icdCodeOf } from '../forms/diagnosis';
import { compactIcdCode } from './search-icd10';

export type NonRecommendedIcdCode = { code: string; guidelineUrl: string };

const guideline = (code: string): NonRecommendedIcdCode => ({
  code,
  guidelineUrl: `https://guidelines.konsult.example/icd/${code}`,
});

/**
 * Codes that coding guidelines advise against in a primary-care consultation (seed 000 §5: a
 * contraindicated code shows an info warning with a guideline link). They are the catch-all
 * "not specified" codes that say less than the consultation found: an upper respiratory infection
 * is usually a cold, a sore throat or sinusitis; a depressive episode has a severity; a general
 * health check is not the diagnosis of a clinician consulted for a complaint.
 */
export const NON_RECOMMENDED_ICD_CODES: readonly NonRecommendedIcdCode[] = [
  'B34.9',
  'F32.9',
  'F41.9',
  'J06.9',
  'J22',
  'J40',
  'L30.9',
  'R50.9',
  'R52.9',
  'R69',
  'Z00.0',
].map(guideline);

/** The guideline entry for a code guidelines advise against, or null. Accepts 'j069' or a diagnosis value. */
export function contraindicationFor(code: string): NonRecommendedIcdCode | null {
  const compact = compactIcdCode(icdCodeOf(code));
  if (compact === '') return null;
  return NON_RECOMMENDED_ICD_CODES.find((c) => compactIcdCode(c.code) === compact) ?? null;
}
