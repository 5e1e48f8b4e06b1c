import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { SpecialistReferralPanel } from './components/specialist-referral-panel';

const BASE = '/api/digiphysical/clinician/specialistreferral';
const SKIN = '00000000-0000-4000-8000-500000000001';
const PHOTO_1 = '00000000-0000-4000-8000-f00000000001';
const PHOTO_2 = '00000000-0000-4000-8000-f00000000002';
const SENT_AT = Date.UTC(2026, 10, 26, 13, 0);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const units = json(200, {
  specialistTypes: [
    { id: 'dermatology', nameSv: 'Hud- och könssjukdomar' },
    { id: 'cardiology', nameSv: 'Kardiologi' },
  ],
  specialistUnits: [
    {
      id: SKIN,
      name: 'Hudkliniken, Södersjukhuset',
      visitingAddress: 'Sjukhusbacken 10, 118 83 Stockholm',
      specialistTypeIds: ['dermatology'],
    },
  ],
});
const photos = (images: unknown[]) => json(200, { images });
const twoPhotos = photos([
  { id: PHOTO_1, contentType: 'image/png', createdAt: SENT_AT - 3_600_000 },
  { id: PHOTO_2, contentType: 'image/png', createdAt: SENT_AT - 3_000_000 },
]);
const sentReferral = {
  id: 'ref-1',
  meetingId: 'meeting-1',
  patientId: 'patient-1',
  specialistTypeId: 'dermatology',
  specialistUnitId: SKIN,
  specialistUnit: { name: 'Hudkliniken, Södersjukhuset', visitingAddress: 'Sjukhusbacken 10, 118 83 Stockholm' },
  externalSpecialistInfo: null,
  purposeTitle: 'Bedömning av utslag',
  purposeBody: 'Kliande utslag sedan två månader.',
  imageIds: [PHOTO_2],
  readJournalConsent: true,
  useFreeChoiceOfCare: false,
  infoToAdmin: null,
  clinicianName: 'Anna Lindgren',
  sentAt: SENT_AT,
};

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

describe('the specialist referral panel', { timeout: 20_000 }, () => {
  it('sends a referral to a unit with a chosen photo; a refusal keeps what was typed, and the sent one is listed', async () => {
    let attempts = 0;
    let sent = false;
    const requests = mockApi({
      [`GET ${BASE}/units`]: units,
      [`GET ${BASE}/images`]: twoPhotos,
      [`GET ${BASE}`]: () => json(200, { specialistReferrals: sent ? [sentReferral] : [] }),
      [`POST ${BASE}`]: () => {
        if (++attempts === 1) {
          return json(422, {
            error: {
              key: 'invalid_specialist_referral',
              message: 'The referral cannot be sent.',
              issues: [{ path: 'specialistUnitId', code: 'unit_does_not_receive_type', message: 'No.' }],
            },
          });
        }
        sent = true;
        return json(201, { specialistReferral: sentReferral });
      },
    });
    const { user } = renderPanel(<SpecialistReferralPanel meeting={aMeeting()} />);
    expect(await screen.findByText('No referral has been sent in this meeting.')).toBeTruthy();

    await user.selectOptions(await screen.findByRole('combobox', { name: /^Specialty/ }), 'dermatology');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Unit/ }), SKIN);
    expect(screen.getByText('Visiting address: Sjukhusbacken 10, 118 83 Stockholm')).toBeTruthy();
    const title = screen.getByRole('textbox', { name: /^Purpose of the referral/ });
    await user.type(title, 'Bedömning av utslag');
    await user.type(screen.getByRole('textbox', { name: /^Background and question/ }), 'Kliande utslag.');
    await user.click(await screen.findByRole('checkbox', { name: /^Photo 2 of 2, sent / }));
    await user.click(screen.getByRole('checkbox', { name: /consents to the specialist reading/ }));
    await user.click(screen.getByRole('button', { name: 'Send referral' }));

    expect(
      await screen.findByText('The unit does not receive referrals for this specialty. Choose another unit.'),
    ).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Bedömning av utslag');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      meetingId: 'meeting-1',
      patientId: 'patient-1',
      specialistTypeId: 'dermatology',
      specialistUnitId: SKIN,
      externalSpecialistInfo: null,
      purposeTitle: 'Bedömning av utslag',
      purposeBody: 'Kliande utslag.',
      imageIds: [PHOTO_2],
      readJournalConsent: true,
      useFreeChoiceOfCare: false,
      infoToAdmin: '',
      requestId: expect.stringMatching(UUID),
    });

    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText('The referral to Hudkliniken, Södersjukhuset has been sent.')).toBeTruthy();
    await waitFor(() => expect((title as HTMLInputElement).value).toBe(''));
    const list = await screen.findByRole('region', { name: 'Referrals sent in this meeting' });
    await waitFor(() => expect(list.textContent).toContain('Bedömning av utslag'));
    const pdf = screen.getByRole('link', { name: 'Open PDF' });
    expect(pdf.getAttribute('href')).toBe(`${BASE}/pdf?referral_id=ref-1`);
  });

  it('sends again under the same request id after a failure, so one referral is sent; the next gets a new id', async () => {
    let attempts = 0;
    const requests = mockApi({
      [`GET ${BASE}/units`]: units,
      [`GET ${BASE}/images`]: photos([]),
      [`GET ${BASE}`]: json(200, { specialistReferrals: [] }),
      // The first answer is lost on the way (the server may have kept the referral all the same).
      [`POST ${BASE}`]: () =>
        ++attempts === 1
          ? json(503, { error: { key: 'unavailable', message: 'Try again.' } })
          : json(201, { specialistReferral: { ...sentReferral, imageIds: [] } }),
    });
    const { user } = renderPanel(<SpecialistReferralPanel meeting={aMeeting()} />);
    const fillAndSend = async () => {
      await user.selectOptions(await screen.findByRole('combobox', { name: /^Specialty/ }), 'dermatology');
      await user.selectOptions(screen.getByRole('combobox', { name: /^Unit/ }), SKIN);
      await user.type(screen.getByRole('textbox', { name: /^Purpose of the referral/ }), 'Bedömning av utslag');
      await user.type(screen.getByRole('textbox', { name: /^Background and question/ }), 'Kliande utslag.');
      await user.click(screen.getByRole('button', { name: 'Send referral' }));
    };

    await fillAndSend();
    expect(await screen.findByText(/^The referral was not sent\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText('The referral to Hudkliniken, Södersjukhuset has been sent.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Purpose of the referral/ }) as HTMLInputElement).value).toBe(''),
    );
    await fillAndSend();
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(3));

    const ids = requests.filter((r) => r.method === 'POST').map((r) => (r.body as { requestId: string }).requestId);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(UUID);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('says what is missing and sends nothing; a specialty no unit receives goes to a specialist outside the list', async () => {
    const requests = mockApi({
      [`GET ${BASE}/units`]: units,
      [`GET ${BASE}/images`]: photos([]),
      [`GET ${BASE}`]: json(200, { specialistReferrals: [] }),
    });
    const { user } = renderPanel(<SpecialistReferralPanel meeting={aMeeting()} />);
    expect(await screen.findByText('The patient sent no photos for this meeting.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(screen.getByText('Choose a specialty.')).toBeTruthy();
    expect(screen.getByText('Write the purpose (at most 200 characters).')).toBeTruthy();
    expect(screen.getByText('Write the background and question (at most 5,000 characters).')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Specialty/ }), 'cardiology');
    expect(
      screen.getByText(
        'No unit on the list receives referrals for Cardiology. Describe a specialist who is not on the list instead.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'A specialist not on the list' }));
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(screen.getByText('Describe the specialist (at most 1,000 characters).')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
