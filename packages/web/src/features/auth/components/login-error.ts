import { ERROR_KEYS } from '@konsult/domain';
import { isApiError } from '../../../lib/api-error';

export type LoginErrorKind = 'wrongCredentials' | 'rateLimited' | 'general';

export function loginErrorKind(error: unknown): LoginErrorKind {
  if (!isApiError(error)) return 'general';
  if (error.status === 401 || error.key === ERROR_KEYS.unauthorized) return 'wrongCredentials';
  if (error.status === 429 || error.key === ERROR_KEYS.rateLimited) return 'rateLimited';
  return 'general';
}
