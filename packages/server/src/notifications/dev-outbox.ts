import type { DevOutboxMessage } from '@konsult/domain';
import { audit } from '../platform/audit';
import type { ClinicianContext } from '../platform/http';
import { listOutboxOfClinician } from './repo';
import { maskTokens } from './topics';

const LIMIT = 200;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The development outbox page (architecture §5): what the embedded adapters "sent" for the
 * clinician's own meetings, newest first. Link tokens are shown masked, as everywhere else.
 */
export async function listDevOutbox({ db, request, principal }: ClinicianContext): Promise<DevOutboxMessage[]> {
  const rows = await listOutboxOfClinician(db, principal.id, LIMIT);
  await audit(db, request, { action: 'dev.outbox.read', outcome: 'success', resourceType: 'outbox' });
  return rows.map((row) => {
    const body = text(row.payload.body);
    return {
      id: row.id,
      topic: row.topic,
      meetingId: row.meetingId,
      recipient: text(row.payload.to),
      body: body === null ? null : maskTokens(body),
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.getTime(),
      availableAt: row.availableAt.getTime(),
      deliveredAt: row.deliveredAt?.getTime() ?? null,
    };
  });
}
