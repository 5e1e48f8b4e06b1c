import type { SentSelfAssessment } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { SendSelfAssessmentPanel } from './components/send-self-assessment-panel';

const PATH = '/api/treatment-programme/SelfAssessment/';
const sent = (overrides: Partial<SentSelfAssessment>): SentSelfAssessment => ({
  id: 'r1',
  type: 'ANXIETY',
  formName: 'mental_health_gad7_se',
  state: 'SENT',
  sentAt: Date.UTC(2026, 10, 21, 13, 5),
  sentBy: 'Anna Lindgren',
  answeredAt: null,
  score: null,
  maxScore: 21,
  band: null,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending a self-assessment', () => {
  it('lists what was sent in the meeting: waiting, or answered with its score; a waiting type cannot be ticked', async () => {
    const requests = mockApi({
      [`GET ${PATH}`]: json(200, {
        assessments: [
          sent({}),
          sent({
            id: 'r2',
            type: 'WORK_AND_SOCIAL_ADJUSTMENT',
            formName: 'work_and_social_adjustment',
            state: 'ANSWERED',
            answeredAt: Date.UTC(2026, 10, 21, 13, 20),
            score: 22,
            maxScore: 40,
            band: 'severe',
          }),
        ],
      }),
    });
    renderPanel(<SendSelfAssessmentPanel meeting={aMeeting()} />);
    const list = await screen.findByRole('region', { name: 'Sent in this meeting' });
    const items = await within(list).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Waiting for the answer');
    expect(items[1]!.textContent).toContain('Score 22 of 40, severe');
    expect(requests[0]!.query.get('userId')).toBe('patient-1');
    expect(requests[0]!.query.get('bookingId')).toBe('meeting-1');
    const anxiety = screen.getByRole('checkbox', { name: 'Anxiety (GAD-7)' }) as HTMLInputElement;
    expect(anxiety.disabled).toBe(true);
    expect(screen.getByText('Sent, waiting for the patient’s answer')).toBeTruthy();
  });

  it('sends the ticked types; a refusal names the waiting type and keeps the ticks', async () => {
    let posts = 0;
    const requests = mockApi({
      [`GET ${PATH}`]: json(200, { assessments: [] }),
      [`POST ${PATH}`]: () =>
        ++posts === 1
          ? json(409, {
              error: {
                key: 'self_assessment_already_sent',
                message: 'waiting',
                issues: [{ path: 'types', code: 'STRESS', message: 'waiting' }],
              },
            })
          : json(201, { assessments: [sent({ type: 'STRESS', formName: 'mental_health_smbq_se', maxScore: 7 })] }),
      'GET /api/meeting/meeting-1/taken-actions': json(200, { sections: [] }),
    });
    renderPanel(<SendSelfAssessmentPanel meeting={aMeeting()} />);
    await screen.findByText('No questionnaires sent in this meeting yet.');
    const form = screen.getByRole('form', { name: 'Send a self-assessment' });
    expect((within(form).getByRole('button', { name: 'Choose a questionnaire' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Stress and burnout (SMBQ)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'The patient has not yet answered Stress and burnout (SMBQ) sent in this meeting.',
    );
    expect(
      (within(form).getByRole('checkbox', { name: 'Stress and burnout (SMBQ)' }) as HTMLInputElement).checked,
    ).toBe(true);

    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await screen.findByText('The questionnaire was sent to the patient.');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { types: ['STRESS'] },
      { types: ['STRESS'] },
    ]);
  });
});
