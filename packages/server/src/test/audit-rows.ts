import { eq } from 'drizzle-orm';
import { auditEvents } from '../platform/db/schema';
import type { Answer } from './client';
import type { TestApp } from './test-app';

/** The audit rows one request wrote, found by the request id its answer carries. */
export async function auditRowsOf(t: TestApp, answer: Answer) {
  const requestId = answer.headers.get('x-request-id');
  if (!requestId) throw new Error('the answer carries no x-request-id');
  return t.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
}
