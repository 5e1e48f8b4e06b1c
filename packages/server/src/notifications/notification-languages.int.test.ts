import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OutboxReceipt } from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { outbox } from '../platform/db/schema';
import type { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';

/**
 * Issue 16: the patient is told in the meeting's market language that the clinician is calling. Kristin (no.doctor)
 * calls Sofie and her phone says so in Norwegian; Claire's (fr.doctor) patient reads French, Markus's (de.doctor)
 * German, Anna's (se.doctor) Swedish.
 */

const t = useTestApp();
const kristin = t.signedIn('no.doctor');
const claire = t.signedIn('fr.doctor');
const markus = t.signedIn('de.doctor');
const anna = t.signedIn('se.doctor');

async function notified(client: TestClient, kind: 'push' | 'plain', meetingId: string): Promise<string> {
  const answer = await client.post<OutboxReceipt>(
    `/api/video-meeting/doctor/video/sendcallnotification${kind === 'push' ? '/push' : ''}`,
    { meeting_id: meetingId },
  );
  expect(answer.status, answer.text).toBe(202);
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, answer.body.id));
  return (row!.payload as { body: string }).body;
}

describe('call notifications in the meeting’s language', () => {
  it('Kristin calls Sofie: the text on her phone is Norwegian', async () => {
    expect(await notified(kristin, 'plain', demoMeetingId('no.doctor', 'today-current'))).toBe(
      'Kristin Dahl ringer deg nå til videotimen din hos konsult.',
    );
  });

  it('Claire’s patient reads French, Markus’s German and Anna’s Swedish', async () => {
    expect(await notified(claire, 'push', demoMeetingId('fr.doctor', 'today-current'))).toBe(
      'Claire Dubois vous appelle maintenant pour votre téléconsultation konsult.',
    );
    expect(await notified(markus, 'plain', demoMeetingId('de.doctor', 'today-current'))).toBe(
      'Markus Hoffmann ruft Sie jetzt zu Ihrer Videosprechstunde bei konsult an.',
    );
    expect(await notified(anna, 'push', demoMeetingId('se.doctor', 'today-current'))).toBe(
      'Anna Lindgren ringer dig nu för ditt videobesök hos konsult.',
    );
  });
});
