import { PRESCRIPTION_ERROR_KEYS } from '@konsult/domain';
import type { TFunction } from 'i18next';
import { isApiError, refusalTextKey } from '../../../lib/api-error';

const KNOWN = Object.values(PRESCRIPTION_ERROR_KEYS);

/** What a refused send or cancel says, in the clinician's language: by the prescription error key, else generally. */
export function prescriptionFailure(t: TFunction, error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) {
    const key = KNOWN.find((known) => known === error.key);
    if (key) return t(`prescriptions.errors.${key}`);
    if (error.status === 400) return t('prescriptions.errors.invalid');
  }
  return t(refusalTextKey(error));
}
