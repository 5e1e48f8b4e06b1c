import { questionnaireText, type MentalHealthScoreBody } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../i18n/i18n';
import { FinishingProvider, useFinishingRegistry } from '../../lib/finishing';
import { aBritishClinician, aClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { MentalHealthFinishing } from './components/mental-health-score';

const PATH = '/api/uk/mental-health-score/meeting/meeting-1';
const PHQ9 = questionnaireText('DEPRESSION', 'en');
const GAD7 = questionnaireText('ANXIETY', 'en');

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

/** What the missing-fields dialog would list, as "<section>: <label>". */
function Blockers() {
  const registry = useFinishingRegistry();
  return (
    <ul aria-label="Blockers">
      {registry.blockers().map((b) => (
        <li key={b.id}>{`${b.section}: ${b.label}`}</li>
      ))}
    </ul>
  );
}

const mentalHealthMeeting = aMeeting({ activityType: 'MENTAL_HEALTH' });

function render(me = aBritishClinician(), meeting = mentalHealthMeeting) {
  return renderPanel(
    <FinishingProvider>
      <MentalHealthFinishing meeting={meeting} />
      <Blockers />
    </FinishingProvider>,
    me,
  );
}

const savedScore = (body: MentalHealthScoreBody) => ({
  ...body,
  meetingId: 'meeting-1',
  patientId: 'patient-1',
  clinicianId: 'clinician-gemma',
  phq9Band: 'moderate',
  gad7Band: 'mild',
  updatedAt: Date.now(),
});

describe('the UK mental health score', { timeout: 30_000 }, () => {
  it('is asked for only in a British mental-health meeting', async () => {
    const requests = mockApi({ [`GET ${PATH}`]: json(200, { score: null }) });
    render(aClinician(), mentalHealthMeeting);
    render(aBritishClinician(), aMeeting({ activityType: 'DEFAULT' }));
    render({ ...aBritishClinician(), profession: 'NURSE' }, mentalHealthMeeting);
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Blockers' })).toHaveLength(3));
    expect(screen.queryByRole('region', { name: 'Mental health score' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('scores item by item, refuses "Other" without a description, keeps the answers when saving fails, then saves', async () => {
    let puts = 0;
    const requests = mockApi({
      [`GET ${PATH}`]: json(200, { score: null }),
      [`PUT ${PATH}`]: (request) =>
        ++puts === 1 ? apiError(503, 'unavailable') : json(200, savedScore(request.body as MentalHealthScoreBody)),
    });
    const { user } = render();
    const section = await screen.findByRole('region', { name: 'Mental health score' });
    await within(section).findByRole('radiogroup', { name: PHQ9.items[0]! });
    const blockers = screen.getByRole('list', { name: 'Blockers' });
    expect(
      within(blockers).getByText('Mental health score: PHQ-9, GAD-7 and clinical impression to complete and save'),
    ).toBeTruthy();

    const phq9 = [1, 2, 1, 2, 1, 2, 1, 2, 0];
    const gad7 = [1, 2, 1, 2, 1, 1, 1];
    for (const [i, item] of PHQ9.items.entries()) {
      await user.click(
        within(within(section).getByRole('radiogroup', { name: item })).getAllByRole('radio')[phq9[i]!]!,
      );
      if (i === 2) expect(within(section).getByText('PHQ-9 total so far: 4 (3 of 9 questions answered)')).toBeTruthy();
    }
    expect(within(section).getByText('PHQ-9 total: 12 (moderate)')).toBeTruthy();
    for (const [i, item] of GAD7.items.entries()) {
      await user.click(
        within(within(section).getByRole('radiogroup', { name: item })).getAllByRole('radio')[gad7[i]!]!,
      );
    }
    expect(within(section).getByText('GAD-7 total: 9 (mild)')).toBeTruthy();

    await user.click(within(section).getByRole('checkbox', { name: 'Anxiety' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Other' }));
    await user.click(within(section).getByRole('button', { name: 'Save score' }));
    const refused = within(section).getByRole('alert');
    expect(within(refused).getByText('The mental health score is not complete')).toBeTruthy();
    expect(within(refused).getByText('Describe the other clinical impression, or untick Other.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(within(section).getByRole('textbox', { name: /Describe the other clinical impression/ }), 'Grief');
    await user.click(within(section).getByRole('button', { name: 'Save score' }));
    expect(await within(section).findByText('Could not formulate UK Mental Health Score')).toBeTruthy();
    expect(within(section).getByText('PHQ-9 total: 12 (moderate)')).toBeTruthy();
    expect((within(section).getByRole('checkbox', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(section).getByRole('button', { name: 'Save score' }));
    await within(section).findByText('Saved');
    const sent = requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      phq9Items: phq9,
      gad7Items: gad7,
      phq9: 12,
      gad7: 9,
      clinicalImpressionDepression: false,
      clinicalImpressionAnxiety: true,
      clinicalImpressionStress: false,
      clinicalImpressionOther: true,
      clinicalImpressionDescription: 'Grief',
    });
    await waitFor(() => expect(within(blockers).queryAllByRole('listitem')).toHaveLength(0));
  });
});

describe('the mental health score’s words in Swedish and Norwegian', () => {
  afterEach(() => chooseLanguage('en'));

  it('counts the unanswered questions with the right plural, and names the bands as the self-assessments do', async () => {
    await chooseLanguage('sv');
    expect(i18n.t('mentalHealth.incomplete.items', { count: 1 })).toBe('1 fråga är obesvarad.');
    expect(i18n.t('mentalHealth.incomplete.items', { count: 3 })).toBe('3 frågor är obesvarade.');
    expect(i18n.t('mentalHealth.saveError')).toBe('Skattningen av psykisk hälsa kunde inte sparas.');
    await chooseLanguage('nb');
    expect(i18n.t('mentalHealth.incomplete.items', { count: 1 })).toBe('1 spørsmål er ubesvart.');
    expect(i18n.t('mentalHealth.incomplete.items', { count: 4 })).toBe('4 spørsmål er ubesvart.');
    await chooseLanguage('de');
    expect(
      i18n.t('mentalHealth.phq9.total', { total: 17, band: i18n.t('selfAssessments.severity.moderately_severe') }),
    ).toBe('PHQ-9-Summenwert: 17 (ausgeprägt)');
  });
});
