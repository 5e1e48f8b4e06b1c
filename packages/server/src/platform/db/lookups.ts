import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { meetings } from './schema';

/** The row a lookup by key answers, or null when there is none (a query by key answers one row at most). */
export async function firstOrNull<Row>(rows: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await rows;
  return row ?? null;
}

/** The columns a feature needs of one meeting, or null when there is no such meeting. */
export function findMeetingColumns<Columns extends SelectedFields>(db: Db, meetingId: string, columns: Columns) {
  return firstOrNull(db.select(columns).from(meetings).where(eq(meetings.id, meetingId)));
}
