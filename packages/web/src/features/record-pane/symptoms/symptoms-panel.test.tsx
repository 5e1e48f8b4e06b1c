import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../../test/fixtures';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { aSurvey, renderAs } from '../testing';
import { FACTS_MACHINE_UNAVAILABLE } from '../api/use-survey-response';
import { SymptomsPanel } from './symptoms-panel';

const SURVEY_PATH = '/api/meeting/doctor/survey-responses/meeting-1';
const meeting = aMeeting({ symptoms: { formName: 'Sore throat', surveyInformationId: 'survey-1' } });

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

describe('symptoms panel', () => {
  it('shows the form’s name, its policy document and the answers, choices by their labels', async () => {
    mockApi({ [`GET ${SURVEY_PATH}`]: json(200, aSurvey()) });
    renderAs(<SymptomsPanel patientId="patient-1" meeting={meeting} />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Sore throat' })).toBeTruthy();
    const policy = screen.getByRole('link', { name: /Policy document/ });
    expect(policy.getAttribute('href')).toBe('https://example.org/policy');
    expect(policy.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('How long have you had symptoms?').nextElementSibling?.textContent).toBe('1–3 days');
    expect(screen.getByText('38.5 last night')).toBeTruthy();
  });

  it('shows an internal referral: who booked, their care type and facility, and the message', async () => {
    mockApi({ [`GET ${SURVEY_PATH}`]: json(200, aSurvey()) });
    const referred = aMeeting({
      ...meeting,
      internalReferral: {
        bookerName: 'Maria Ek',
        bookerCareTypeName: 'Sjuksköterska',
        bookerFacility: 'Konsult Vårdcentral Sverige',
        message: 'Hosta i tre veckor.',
      },
    });
    renderAs(<SymptomsPanel patientId="patient-1" meeting={referred} />);

    expect(await screen.findByText('Internal referral from Maria Ek')).toBeTruthy();
    expect(screen.getByText('Care type: Sjuksköterska · Konsult Vårdcentral Sverige')).toBeTruthy();
    expect(screen.getByText('Hosta i tre veckor.')).toBeTruthy();
  });

  it('leaves the facility out of the referral when it is not known', async () => {
    mockApi({ [`GET ${SURVEY_PATH}`]: json(200, aSurvey()) });
    const referred = aMeeting({
      ...meeting,
      internalReferral: {
        bookerName: 'Maria Ek',
        bookerCareTypeName: 'Nurse',
        bookerFacility: null,
        message: 'Cough.',
      },
    });
    renderAs(<SymptomsPanel patientId="patient-1" meeting={referred} />);
    expect(await screen.findByText('Care type: Nurse')).toBeTruthy();
  });

  it('shows the referral of a meeting without a survey, asking the survey store nothing', async () => {
    const requests = mockApi({});
    const referred = aMeeting({
      symptoms: null,
      internalReferral: {
        bookerName: 'Anna Lindgren',
        bookerCareTypeName: 'Läkare',
        bookerFacility: 'Konsult Vårdcentral Sverige',
        message: 'Nedstämdhet sedan våren.',
      },
    });
    renderAs(<SymptomsPanel patientId="patient-1" meeting={referred} />);
    expect(await screen.findByText('Internal referral from Anna Lindgren')).toBeTruthy();
    expect(screen.getByText('Nedstämdhet sedan våren.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows photo answers as 200×100 thumbnails that open larger', async () => {
    mockApi({
      [`GET ${SURVEY_PATH}`]: json(
        200,
        aSurvey({
          questions: [
            {
              nodeName: 'rash',
              nodeTypeName: 'taggable_photos',
              title: 'Photos of the rash',
              answers: ['img-1', 'img-2'],
              options: [],
            },
          ],
        }),
      ),
    });
    const { user } = renderAs(<SymptomsPanel patientId="patient-1" meeting={meeting} />);

    const second = await screen.findByRole('button', { name: 'Open photo 2 for “Photos of the rash”' });
    const thumbnail = second.querySelector('img')!;
    expect(thumbnail.getAttribute('src')).toBe(
      '/api/meeting/doctor/symtoms/image/img-2?meetingId=meeting-1&width=200&height=100',
    );
    expect([thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual(['200', '100']);
    expect(thumbnail.style.objectFit).toBe('cover');

    await user.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of the rash · photo 2' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 for “Photos of the rash”' }).getAttribute('src')).toBe(
      '/api/meeting/doctor/symtoms/image/img-2?meetingId=meeting-1',
    );
  });

  it('ignores the survey store’s “could not get survey responses” failure: no error, no answers', async () => {
    mockApi({ [`GET ${SURVEY_PATH}`]: apiError(502, 'facts_machine_error', FACTS_MACHINE_UNAVAILABLE) });
    renderAs(<SymptomsPanel patientId="patient-1" meeting={meeting} />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Sore throat' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows any other failure with a way to try again', async () => {
    let fail = true;
    mockApi({
      [`GET ${SURVEY_PATH}`]: () => (fail ? apiError(404, 'notFound') : json(200, aSurvey())),
    });
    const { user } = renderAs(<SymptomsPanel patientId="patient-1" meeting={meeting} />);

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the symptoms');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('38.5 last night')).toBeTruthy();
  });

  it('says so when the survey has no answers', async () => {
    mockApi({ [`GET ${SURVEY_PATH}`]: json(200, aSurvey({ questions: [] })) });
    renderAs(<SymptomsPanel patientId="patient-1" meeting={meeting} />);
    expect(await screen.findByText('There are no answers to show.')).toBeTruthy();
  });
});
