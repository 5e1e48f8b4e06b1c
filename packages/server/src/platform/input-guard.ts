import { ERROR_KEYS } from '@konsult/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, type ErrorIssue } from './errors';

/**
 * Refuses what PostgreSQL cannot store, anywhere in a request's parameters, query or JSON body (keys included), with
 * a 400 in the one error shape, before the access check or a service sees it: a NUL character (text refuses it) and
 * a lone UTF-16 surrogate (`"\ud800"`: jsonb refuses it). Both ended in a 500. Other control characters are stored
 * as sent (a note pasted from another program may carry them).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const issues = [
      ...unstorable(request.params, 'params'),
      ...unstorable(request.query, 'querystring'),
      ...unstorable(request.body, 'body'),
    ];
    if (issues.length > 0) {
      throw new AppError(400, ERROR_KEYS.invalidInput, 'The request is not valid.', issues.slice(0, 20));
    }
  });
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

/** Why a string cannot be stored, or null when it can. */
function problem(text: string): { code: string; message: string } | null {
  if (text.includes('\u0000')) return { code: 'nul_character', message: 'NUL is not allowed' };
  if (LONE_SURROGATE.test(text)) return { code: 'invalid_unicode', message: 'Text must be well-formed Unicode' };
  return null;
}

function unstorable(value: unknown, path: string, depth = 0): ErrorIssue[] {
  if (typeof value === 'string') {
    const found = problem(value);
    return found ? [{ path, ...found }] : [];
  }
  // Deeper than any of our bodies: the body limit (1 MB) bounds the work, this bounds the recursion.
  if (value === null || typeof value !== 'object' || depth > 32) return [];
  if (Buffer.isBuffer(value)) return [];
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => {
    const inKey = problem(key);
    const at = `${path}.${key.replace(LONE_SURROGATE_ALL, '\ufffd').replaceAll('\u0000', '\\0')}`;
    return [...(inKey ? [{ path: at, ...inKey }] : []), ...unstorable(item, at, depth + 1)];
  });
}
