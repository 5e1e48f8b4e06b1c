import { HOME_TEST_LAB_REFUSALS } from '@konsult/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

/**
 * What a refused order says (seed 000 §8): each of the lab portal's codes its own message; anything else, a network
 * failure included, the default home-test error.
 */
export function homeTestFailure(t: TFunction, error: unknown): string | null {
  if (!error) return null;
  const key = isApiError(error) ? HOME_TEST_LAB_REFUSALS.find((known) => known === error.key) : undefined;
  return key ? t(`homeTests.errors.${key}`) : t('homeTests.errors.default');
}
