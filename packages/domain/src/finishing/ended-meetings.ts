/** Seed 000 §9: the local cache of ended meetings, its storage key and size. */
export const ENDED_MEETINGS_STORAGE_KEY = 'hasEndedMeetingByMeetingId';
export const MAX_ENDED_MEETINGS = 1000;

export type EndedMeetings = Readonly<Record<string, number>>;

/**
 * Records that a meeting ended at `now` (epoch ms) and returns a new record of at most
 * `MAX_ENDED_MEETINGS` entries: the oldest others are dropped. Remembering a meeting again moves it
 * to `now`.
 */
export function rememberEnded(record: EndedMeetings, meetingId: string, now: number): Record<string, number> {
  const others = Object.entries(record).filter(([id]) => id !== meetingId);
  if (others.length >= MAX_ENDED_MEETINGS) {
    // Stable sort: among equal times the one remembered first goes first. The meeting being
    // remembered always stays, even if the clock went back and `now` is older than the rest.
    others.sort((a, b) => a[1] - b[1]);
    others.splice(0, others.length - (MAX_ENDED_MEETINGS - 1));
  }
  return Object.fromEntries([...others, [meetingId, now]]);
}

export function hasEnded(record: EndedMeetings, meetingId: string): boolean {
  return Object.hasOwn(record, meetingId);
}

/**
 * A stored record read back (JSON.parse of local storage, which anyone can edit): anything that is
 * not an object of finite numbers is dropped, and an oversized record is cut to the newest entries.
 */
export function parseEndedMeetings(raw: unknown): Record<string, number> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const entries = Object.entries(raw).filter((e): e is [string, number] => Number.isFinite(e[1]));
  entries.sort((a, b) => a[1] - b[1]);
  return Object.fromEntries(entries.slice(-MAX_ENDED_MEETINGS));
}
