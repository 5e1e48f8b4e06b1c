import type { MeetingSummary } from '../api/meeting';
import type { Country } from '../markets/country';
import { dayKey, MARKET_TIME_ZONE } from '../markets/time-zone';
import { isEnded } from './meeting';

export type HomeSection = 'today' | 'upcoming' | 'ended';

/**
 * Where a meeting belongs on the home screen: an ended status or an earlier day is "ended",
 * anything else today is "today", the rest "upcoming". Days are the clinician's market's days.
 */
export function homeSection(
  meeting: MeetingSummary,
  nowMs: number,
  country: Country,
  today = dayKey(nowMs, MARKET_TIME_ZONE[country]),
): HomeSection {
  const day = dayKey(meeting.scheduledStartTime, MARKET_TIME_ZONE[country]);
  if (day < today) return 'ended';
  if (day === today) return isEnded(meeting.status) ? 'ended' : 'today';
  return isEnded(meeting.status) ? 'ended' : 'upcoming';
}

const SECTION_RANK: Record<HomeSection, number> = { today: 0, upcoming: 1, ended: 2 };

/** Today's meetings first (by time), then upcoming (soonest first), then ended (newest first). */
export function orderForHome<M extends MeetingSummary>(meetings: readonly M[], nowMs: number, country: Country): M[] {
  // Today's day once, not once per meeting: a busy clinician's list has hundreds (issue 22).
  const today = dayKey(nowMs, MARKET_TIME_ZONE[country]);
  const keyed = meetings.map((m) => ({ m, section: homeSection(m, nowMs, country, today) }));
  keyed.sort((a, b) => {
    const bySection = SECTION_RANK[a.section] - SECTION_RANK[b.section];
    if (bySection !== 0) return bySection;
    const byTime = a.m.scheduledStartTime - b.m.scheduledStartTime;
    return a.section === 'ended' ? -byTime : byTime;
  });
  return keyed.map((k) => k.m);
}
