import { ERROR_KEYS, type ErrorBody } from '@konsult/domain';

export type ErrorIssue = { path: string; code: string; message: string };

/**
 * The one error type. Services throw it; the one handler in app.ts turns it into
 * `{ error: { key, message, issues } }` with its status. Anything else becomes a 500 "unknown".
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { error: { key: this.key, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}

export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, ERROR_KEYS.unauthorized, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, ERROR_KEYS.forbidden, message);
/** One message for "missing" and "not yours", so the two cannot be told apart. */
export const notFound = () => new AppError(404, ERROR_KEYS.notFound, 'Not found.');
export const conflict = (key: string, message: string) => new AppError(409, key, message);
/** A 429 that says when to come back: `retryAfterSeconds` in the body, and the Retry-After header (app.ts). */
export class RetryLaterError extends AppError {
  constructor(
    key: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, key, message);
  }

  override toBody(): ErrorBody {
    const body = super.toBody();
    return { error: { ...body.error, retryAfterSeconds: this.retryAfterSeconds } };
  }
}

export const rateLimited = (retryAfterSeconds: number) =>
  new RetryLaterError(
    ERROR_KEYS.rateLimited,
    `Too many attempts. Try again in ${retryAfterSeconds} s.`,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );
