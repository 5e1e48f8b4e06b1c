import type { DiaryActivity } from '@konsult/domain';

/** A calendar day as a count of days since 1970-01-01 (a Thursday), so weeks are plain arithmetic. */
type DayNumber = number;

export type DiaryDay = { day: DayNumber; activities: DiaryActivity[] };
export type DiaryWeek = {
  /** The week's Monday. */
  monday: DayNumber;
  /** ISO 8601 week number (Sweden, Norway and Germany count weeks so; Mondays start the week in every market). */
  weekNumber: number;
  days: DiaryDay[];
};

const DAY_MS = 86_400_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on, on the market's clock. */
export function dayNumberIn(epochMs: number, timeZone: string): DayNumber {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(epochMs).map((p) => [p.type, p.value]));
  return Math.floor(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS);
}

/** Midnight UTC of a day, for formatting the day itself in UTC (it never shifts). */
export function dayStartUtc(day: DayNumber): number {
  return day * DAY_MS;
}

function mondayOf(day: DayNumber): DayNumber {
  return day - ((day + 3) % 7);
}

function isoWeekNumber(monday: DayNumber): number {
  const thursday = monday + 3;
  const year = new Date(dayStartUtc(thursday)).getUTCFullYear();
  const firstOfYear = Math.floor(Date.UTC(year, 0, 1) / DAY_MS);
  return Math.floor((thursday - firstOfYear) / 7) + 1;
}

/**
 * Seed 001 §2.3 activity diary: the activities by week, newest week first, each week's days newest first, and a
 * day's activities in the order they happened.
 */
export function diaryWeeks(activities: readonly DiaryActivity[], timeZone: string): DiaryWeek[] {
  const byDay = new Map<DayNumber, DiaryActivity[]>();
  for (const activity of activities) {
    const day = dayNumberIn(activity.activityTime, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), activity]);
  }
  const weeks = new Map<DayNumber, DiaryDay[]>();
  for (const day of [...byDay.keys()].sort((a, b) => b - a)) {
    const monday = mondayOf(day);
    const list = byDay.get(day)!.sort((a, b) => a.activityTime - b.activityTime);
    weeks.set(monday, [...(weeks.get(monday) ?? []), { day, activities: list }]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => b - a)
    .map(([monday, days]) => ({ monday, weekNumber: isoWeekNumber(monday), days }));
}

/** The week's average rating, one decimal; null for a week without activities (none is shown). */
export function averageRating(week: DiaryWeek): number | null {
  const ratings = week.days.flatMap((d) => d.activities.map((a) => a.rating));
  return ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;
}
