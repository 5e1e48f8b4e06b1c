import type { DiaryActivity } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { averageRating, dayStartUtc, diaryWeeks } from './diary-weeks';

const activity = (id: string, activityTime: number, rating = 5): DiaryActivity => ({
  id,
  activityTime,
  title: id,
  rating,
  type: 'pleasant',
});

const iso = (day: number) => new Date(dayStartUtc(day)).toISOString().slice(0, 10);

describe('the activity diary by week', () => {
  it('puts the newest week first, its days newest first and a day in the order it happened', () => {
    const weeks = diaryWeeks(
      [
        activity('walk', Date.UTC(2026, 10, 3, 8)),
        activity('dinner', Date.UTC(2026, 10, 17, 17)),
        activity('breakfast', Date.UTC(2026, 10, 17, 7)),
        activity('gym', Date.UTC(2026, 10, 19, 16)),
      ],
      'Europe/Stockholm',
    );
    expect(weeks.map((w) => [w.weekNumber, iso(w.monday)])).toEqual([
      [47, '2026-11-16'],
      [45, '2026-11-02'],
    ]);
    expect(weeks[0]!.days.map((d) => [iso(d.day), d.activities.map((a) => a.id)])).toEqual([
      ['2026-11-19', ['gym']],
      ['2026-11-17', ['breakfast', 'dinner']],
    ]);
  });

  it("counts the day on the market's clock: Sunday 23:30 in London is Monday 00:30 in Stockholm", () => {
    const lateSunday = Date.UTC(2026, 10, 22, 23, 30);
    expect(iso(diaryWeeks([activity('late', lateSunday)], 'Europe/London')[0]!.monday)).toBe('2026-11-16');
    expect(iso(diaryWeeks([activity('late', lateSunday)], 'Europe/Stockholm')[0]!.monday)).toBe('2026-11-23');
  });

  it('numbers the weeks as ISO 8601 across the new year (1 January 2027 is in week 53 of 2026)', () => {
    const weeks = diaryWeeks([activity('new-year', Date.UTC(2027, 0, 1, 12))], 'Europe/Stockholm');
    expect(weeks[0]!.weekNumber).toBe(53);
    expect(iso(weeks[0]!.monday)).toBe('2026-12-28');
  });

  it('gives the average rating of a week to one decimal', () => {
    const [week] = diaryWeeks(
      [
        activity('a', Date.UTC(2026, 10, 16, 9), 7),
        activity('b', Date.UTC(2026, 10, 17, 9), 4),
        activity('c', Date.UTC(2026, 10, 18, 9), 4),
      ],
      'UTC',
    );
    expect(averageRating(week!)).toBe(5);
    expect(
      averageRating({ ...week!, days: [{ day: 0, activities: [activity('x', 0, 7), activity('y', 0, 8)] }] }),
    ).toBe(7.5);
  });
});
