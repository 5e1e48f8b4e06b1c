import { expect } from 'vitest';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { auditEvents } from '../platform/db/schema';
import type { Answer } from './client';
import type { TestApp } from './test-app';

type Outcome = (typeof auditEvents.$inferSelect)['outcome'];

/** The audit rows one request wrote, found by the request id its answer carries; with `outcome`, only those. */
export async function auditRowsOf(t: TestApp, answer: Answer, outcome?: Outcome) {
  const requestId = answer.headers.get('x-request-id');
  if (!requestId) throw new Error('the answer carries no x-request-id');
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.requestId, requestId), outcome ? eq(auditEvents.outcome, outcome) : undefined));
}

/**
 * What a clinician without access is answered: the same 404 as for something that does not exist (`missing`), and
 * the one row their request left in the audit trail is a denial like `denial`.
 */
export async function expectDeniedAsMissing(
  t: TestApp,
  foreign: Answer,
  missing: Answer,
  denial: Partial<typeof auditEvents.$inferSelect>,
) {
  expect(foreign.status).toBe(404);
  expect(foreign.text).toBe(missing.text);
  expect(await auditRowsOf(t, foreign)).toEqual([expect.objectContaining({ ...denial, outcome: 'denied' })]);
}

/** The newest audit row that matches `where` (all rows when it is undefined), or undefined when none does. */
export async function newestAuditRow(t: TestApp, where: SQL | undefined) {
  const [row] = await t.database.db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.id)).limit(1);
  return row;
}
