import { ENDED_MEETINGS_STORAGE_KEY, parseEndedMeetings, rememberEnded } from '@konsult/domain';
import { safeLocalStorage } from './autosave';

/**
 * Seed 000 §9: this browser remembers the meetings it ended (at most 1000, key hasEndedMeetingByMeetingId), so a
 * screen can tell an ended meeting before the server's lists catch up.
 */
export function rememberMeetingEnded(meetingId: string, now: number = Date.now()): void {
  const storage = safeLocalStorage();
  if (!storage) return;
  try {
    const raw = storage.getItem(ENDED_MEETINGS_STORAGE_KEY);
    const record = parseEndedMeetings(raw ? (JSON.parse(raw) as unknown) : null);
    storage.setItem(ENDED_MEETINGS_STORAGE_KEY, JSON.stringify(rememberEnded(record, meetingId, now)));
  } catch {
    // A broken or full store only loses this hint; the server knows the meeting ended.
  }
}
