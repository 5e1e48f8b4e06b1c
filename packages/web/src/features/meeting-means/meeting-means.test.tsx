import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEETING_ID, mockConsultationServer, requestsTo } from '../../test/consultation-api';
import { aBritishClinician, aMeeting, anEntry, anEvaluationResponse, aOneTimeUserMeeting } from '../../test/fixtures';
import { apiError, json } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const MEANS_PATH = `/api/meeting/doctor/meeting/${MEETING_ID}/meeting-means`;

const COMPLETE_GB_NOTE = {
  reason_for_contact: 'Sore throat',
  history: 'Three days of sore throat, no fever.',
  assessment: 'Viral pharyngitis.',
  primary_diagnosis: 'J02.9 Acute pharyngitis, unspecified',
  plan: 'Rest, fluids, paracetamol. Return if worse.',
  safety_netting: 'Call 111 if breathing gets worse.',
};

/** George joins by a one-time web link; his British nurse's forms are otherwise complete. */
const oneTimeUserMeeting = (meetingMeans: 'phone' | 'video' | 'both' | null = null) =>
  aOneTimeUserMeeting({ meetingMeans });

const completeForms = {
  me: aBritishClinician(),
  entry: anEntry({ templateId: 'medical-record/GB/v1', values: COMPLETE_GB_NOTE }),
  evaluation: anEvaluationResponse({ templateId: null }),
};

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
});

async function openQuestion() {
  const view = renderApp(`/emr/${MEETING_ID}`);
  const question = await screen.findByRole('region', { name: 'How was the meeting held?' });
  return { ...view, question };
}

describe('meeting means for a one-time web user', () => {
  it('saves the answer as soon as it is chosen', async () => {
    const { requests } = mockConsultationServer({
      ...completeForms,
      meeting: oneTimeUserMeeting(),
      routes: { [`PUT ${MEANS_PATH}`]: ({ body }) => json(200, body) },
    });
    const { user, question } = await openQuestion();

    await user.click(within(question).getByRole('radio', { name: 'Video' }));
    await waitFor(() => expect(requestsTo(requests, 'PUT', MEANS_PATH)).toHaveLength(1));
    expect(requestsTo(requests, 'PUT', MEANS_PATH)[0]!.body).toEqual({ meetingMeans: 'video' });
    expect(await within(question).findByText('Saved')).toBeTruthy();
  });

  it('shows an earlier answer as chosen', async () => {
    mockConsultationServer({ ...completeForms, meeting: oneTimeUserMeeting('both') });
    const { question } = await openQuestion();
    expect((within(question).getByRole('radio', { name: 'Phone and video' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the choice when saving fails, and saves it with Try again', async () => {
    let fail = true;
    const { requests } = mockConsultationServer({
      ...completeForms,
      meeting: oneTimeUserMeeting(),
      routes: { [`PUT ${MEANS_PATH}`]: ({ body }) => (fail ? apiError(503, 'unknown') : json(200, body)) },
    });
    const { user, question } = await openQuestion();

    await user.click(within(question).getByRole('radio', { name: 'Phone' }));
    const alert = await within(question).findByRole('alert');
    expect(alert.textContent).toContain('Could not save the answer. Your choice is kept here.');
    expect((within(question).getByRole('radio', { name: 'Phone' }) as HTMLInputElement).checked).toBe(true);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(question).queryByRole('alert')).toBeNull());
    expect(requestsTo(requests, 'PUT', MEANS_PATH).map((r) => r.body)).toEqual([
      { meetingMeans: 'phone' },
      { meetingMeans: 'phone' },
    ]);
  });

  it('blocks ending the meeting until it is answered: the dialog lists it', async () => {
    const { requests } = mockConsultationServer({
      ...completeForms,
      meeting: oneTimeUserMeeting(),
      routes: { [`PUT ${MEANS_PATH}`]: ({ body }) => json(200, body) },
    });
    const { user } = await openQuestion();
    const finishing = screen.getByRole('region', { name: 'Finishing the meeting' });
    const end = within(finishing).getByRole('button', { name: 'End meeting' });
    await waitFor(() => expect((end as HTMLButtonElement).disabled).toBe(false));

    await user.click(end);
    const dialog = await screen.findByRole('dialog', { name: 'Required fields are missing' });
    expect(within(dialog).getByText('Meeting: Meeting means')).toBeTruthy();
    expect(requestsTo(requests, 'POST', `/api/meeting/doctor/meeting/${MEETING_ID}/finish`)).toHaveLength(0);
  });

  it('is not asked of other patients', async () => {
    mockConsultationServer({ ...completeForms, meeting: aMeeting() });
    renderApp(`/emr/${MEETING_ID}`);
    await screen.findByRole('region', { name: 'Finishing the meeting' });
    expect(screen.queryByRole('region', { name: 'How was the meeting held?' })).toBeNull();
  });
});
