import { ERROR_KEYS } from '@konsult/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, type ErrorIssue } from './errors';

/**
 * Refuses a NUL character anywhere in a request's parameters, query or JSON body with a 400 in the one error shape,
 * before the access check or a service sees it: PostgreSQL cannot store NUL in text, and without this such a request
 * ended in a 500. Other control characters are stored as sent (a note pasted from another program may carry them).
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const issues = [
      ...nulPaths(request.params, 'params'),
      ...nulPaths(request.query, 'querystring'),
      ...nulPaths(request.body, 'body'),
    ];
    if (issues.length > 0) {
      throw new AppError(400, ERROR_KEYS.invalidInput, 'The request is not valid.', issues.slice(0, 20));
    }
  });
}

function nulPaths(value: unknown, path: string, depth = 0): ErrorIssue[] {
  const issue = (at: string): ErrorIssue => ({ path: at, code: 'nul_character', message: 'NUL is not allowed' });
  if (typeof value === 'string') return value.includes('\u0000') ? [issue(path)] : [];
  // Deeper than any of our bodies: the body limit (1 MB) bounds the work, this bounds the recursion.
  if (value === null || typeof value !== 'object' || depth > 32) return [];
  if (Buffer.isBuffer(value)) return [];
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => [
    ...(key.includes('\u0000') ? [issue(`${path}.${key.replaceAll('\u0000', '\\0')}`)] : []),
    ...nulPaths(item, `${path}.${key}`, depth + 1),
  ]);
}
