import type { DiaryActivity, SituationAnalysis } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../test/mock-api';
import { ActivityDiaryPanel } from './components/activity-diary-panel';
import { SituationAnalysisPanel } from './components/situation-analysis-panel';
import { aCarePlan, DAY, PROGRAMME_START, renderProgramme } from './testing';

/**
 * Karin writes an activity diary and situation analyses at home; Fredrik reads them in the record pane's
 * activity-diary and situation-analysis tabs of her programme.
 */

const SEARCH = 'POST /api/treatment-programme/CarePlan/_search';
const ACTIVITIES = 'GET /api/treatment-exercise/activity-diary/diary-1/activities';
const SITUATIONS = 'GET /api/treatment-exercise/situation-analysis/situations-1/situations';

const anActivity = (
  id: string,
  activityTime: number,
  title: string,
  rating: number,
  type = 'Pleasant',
): DiaryActivity => ({
  id,
  activityTime,
  title,
  rating,
  type,
});

const aSituation = (overrides: Partial<SituationAnalysis>): SituationAnalysis => ({
  id: 'situation-1',
  time: PROGRAMME_START + 3 * DAY,
  rating: 7,
  description: 'On the bus to work',
  thoughts: 'Everyone can see that I am anxious',
  sensations: 'Racing heart, sweating',
  behaviour: 'Got off two stops early',
  shortTermConsequences: 'Relief',
  longTermConsequences: '',
  ...overrides,
});

describe('activity diary', () => {
  it('says no activity diary has been created when the programme has none', async () => {
    mockApi({ [SEARCH]: json(200, { carePlans: [aCarePlan({ exercises: [] })] }) });
    renderProgramme(<ActivityDiaryPanel patientId="patient-1" meeting={null} />);
    expect(await screen.findByText('No activity diary has been created')).toBeTruthy();
  });

  it("shows the programme's span by week, newest week first and open, with its days and activities", async () => {
    const requests = mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [ACTIVITIES]: json(200, {
        activities: [
          anActivity('a1', Date.UTC(2026, 10, 3, 7, 30), 'Walk in the park', 6),
          anActivity('a2', Date.UTC(2026, 10, 17, 17, 0), 'Dinner with Anna', 8, 'Social'),
          anActivity('a3', Date.UTC(2026, 10, 17, 6, 15), 'Breakfast', 4, 'Routine'),
        ],
      }),
    });
    const { user } = renderProgramme(<ActivityDiaryPanel patientId="patient-1" meeting={null} />);
    const list = await screen.findByRole('list', { name: 'Activity diary by week' });
    const weeks = within(list).getAllByRole('button');
    // The date range is the language's own (ICU puts thin spaces around the dash).
    expect(weeks.map((w) => w.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Week 47 · 16 – 22 Nov 20262 activities · average rating 6',
      'Week 45 · 2 – 8 Nov 20261 activity · average rating 6',
    ]);
    expect(weeks[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(weeks[1]!.getAttribute('aria-expanded')).toBe('false');

    const tuesday = screen.getByRole('group', { name: 'Tuesday 17 November' });
    expect(
      within(tuesday)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['07:15Breakfast · RoutineRating 4/10', '18:00Dinner with Anna · SocialRating 8/10']);
    await user.click(weeks[1]!);
    expect(screen.getByRole('group', { name: 'Tuesday 3 November' }).textContent).toContain('Walk in the park');

    const asked = requests.find((r) => r.path.endsWith('/activities'))!;
    // From a week before the start (the patient may write down the week that brought them) to a day from now.
    expect(Number(asked.query.get('fromTimestamp'))).toBe(PROGRAMME_START - 7 * DAY);
    expect(Number(asked.query.get('toTimestamp'))).toBeGreaterThan(Date.now());
  });

  it('asks only up to a day past the end of an ended programme (an activity planned for the day after)', async () => {
    const ended = PROGRAMME_START + 30 * DAY;
    const requests = mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan({ state: 'ended', ended })] }),
      [ACTIVITIES]: json(200, { activities: [] }),
    });
    renderProgramme(<ActivityDiaryPanel patientId="patient-1" meeting={null} />);
    expect(await screen.findByText('The patient has not written anything in the diary yet.')).toBeTruthy();
    expect(Number(requests.find((r) => r.path.endsWith('/activities'))!.query.get('toTimestamp'))).toBe(ended + DAY);
  });

  it('says to refresh or contact support when the diary cannot be loaded', async () => {
    mockApi({ [SEARCH]: json(200, { carePlans: [aCarePlan()] }), [ACTIVITIES]: apiError(404, 'notFound') });
    renderProgramme(<ActivityDiaryPanel patientId="patient-1" meeting={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the activity diary');
    expect(alert.textContent).toContain('Refresh, or contact support if it keeps happening.');
  });
});

describe('situation analysis', () => {
  it('lists the analyses newest first; one opens to every part the patient wrote', async () => {
    mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [SITUATIONS]: json(200, {
        situations: [
          aSituation({}),
          aSituation({ id: 'situation-2', time: PROGRAMME_START + 9 * DAY, rating: 5, description: 'Meeting at work' }),
        ],
      }),
    });
    const { user } = renderProgramme(<SituationAnalysisPanel patientId="patient-1" meeting={null} />);
    const list = await screen.findByRole('list', { name: 'Situation analyses' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual([
      '11 Nov 2026, 10:00Rating 5/10 · Meeting at work',
      '5 Nov 2026, 10:00Rating 7/10 · On the bus to work',
    ]);
    await user.click(cards[1]!);
    const details = within(list)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(details).toEqual([
      'On the bus to work',
      'Everyone can see that I am anxious',
      'Racing heart, sweating',
      'Got off two stops early',
      'Relief',
      'Not filled in',
    ]);
    expect(within(list).getByText('Long-term consequences')).toBeTruthy();
  });

  it('says to refresh or contact support when the analyses cannot be loaded', async () => {
    mockApi({ [SEARCH]: json(200, { carePlans: [aCarePlan()] }), [SITUATIONS]: apiError(403, 'forbidden') });
    renderProgramme(<SituationAnalysisPanel patientId="patient-1" meeting={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the situation analyses');
    expect(alert.textContent).toContain('Refresh, or contact support if it keeps happening.');
  });

  it('says none has been created when the programme keeps no situation analysis', async () => {
    mockApi({
      [SEARCH]: json(200, {
        carePlans: [aCarePlan({ exercises: [{ exerciseId: 'diary-1', type: 'activity-diary' }] })],
      }),
    });
    renderProgramme(<SituationAnalysisPanel patientId="patient-1" meeting={null} />);
    expect(await screen.findByText('No situation analysis has been created')).toBeTruthy();
  });
});
