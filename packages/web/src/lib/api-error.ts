import { ERROR_KEYS, ErrorBody } from '@konsult/domain';

export type ApiIssue = NonNullable<ErrorBody['error']['issues']>[number];

/** Keys the client raises itself, for failures that never produced an ErrorBody. */
export const CLIENT_ERROR_KEYS = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
} as const;

/** Every failed API call surfaces as this one type: the HTTP status plus the server's error key. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly key: string;
  readonly issues: ApiIssue[];
  /** With a 429: whole seconds until the same request may succeed, when the server says. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    key: string,
    message: string,
    issues: ApiIssue[] = [],
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.status = status;
    this.key = key;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads the one error shape; anything else (a proxy's HTML page, an empty body) becomes an 'unknown' error. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: keep the status, fall through to the generic error below.
  }
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) {
    const { key, message, issues, retryAfterSeconds } = parsed.data.error;
    return new ApiError(response.status, key, message, issues ?? [], retryAfterSeconds ?? null);
  }
  return new ApiError(response.status, ERROR_KEYS.unknown, response.statusText || `HTTP ${response.status}`);
}

const REFUSAL_KEYS = ['entry_signed', 'entry_stricken', 'entry_not_signed'] as const;

/**
 * The catalogue key of what the server refused, in the clinician's language: its error key where the catalogue words
 * it, else by status. The server's own message is English and is never shown.
 */
export function refusalTextKey(
  error: unknown,
): `common.refused.${(typeof REFUSAL_KEYS)[number] | 'forbidden' | 'conflict' | 'other'}` {
  if (!isApiError(error)) return 'common.refused.other';
  const known = REFUSAL_KEYS.find((key) => key === error.key);
  if (known) return `common.refused.${known}`;
  if (error.status === 403) return 'common.refused.forbidden';
  if (error.status === 409) return 'common.refused.conflict';
  return 'common.refused.other';
}
