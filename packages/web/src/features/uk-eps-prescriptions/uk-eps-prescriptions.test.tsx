import { EPS_MEDICINES } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { EpsPanel } from './components/eps-panel';

const pharmacy = { odsCode: 'FX001', name: 'Camden Road Pharmacy', address: '112 Camden Road, London NW1 9EE' };
const eligible = { eligible: true, reasons: [], nhsNumber: '9434765919', nominatedPharmacy: pharmacy };
const medicines = json(200, { medicines: EPS_MEDICINES });
const sentPrescription = (id: string) => ({
  id,
  meetingId: 'meeting-1',
  patientId: 'p-1',
  prescriberName: 'James Whitaker',
  epsPrescriptionId: '7D9625-Z72BF2-11E3AC',
  items: [
    {
      dmdCode: 'KON-DMD-001',
      name: 'Amoxicillin',
      strength: '500mg',
      form: 'capsules',
      dosage: 'One capsule three times a day for 5 days',
      quantity: 15,
      unit: 'capsule',
    },
  ],
  nominatedPharmacy: pharmacy,
  status: 'SENT',
  sentAt: Date.now(),
  dispensedAt: null,
  cancelledAt: null,
});

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

describe('the EPS prescription panel', { timeout: 30_000 }, () => {
  it('keeps what was typed and the request id while the EPS is down or does not answer, and takes a new id after a send', async () => {
    let attempts = 0;
    let listed: unknown[] = [];
    const requests = mockApi({
      'GET /api/uk-eps/medicines': medicines,
      'GET /api/uk-eps/meeting/meeting-1': () => json(200, { eligibility: eligible, prescriptions: listed }),
      'POST /api/uk-eps/meeting/meeting-1': (request) => {
        if (++attempts === 1) return apiError(503, 'eps_unavailable');
        if (attempts === 2) return apiError(504, 'eps_timeout');
        const id = (request.body as { requestId: string }).requestId;
        listed = [sentPrescription(id)];
        return json(201, { prescription: sentPrescription(id) });
      },
    });
    const { user } = renderPanel(<EpsPanel meeting={aMeeting({ id: 'meeting-1' })} />);

    const region = await screen.findByRole('region', { name: 'Nominated pharmacy' });
    expect(within(region).getByText('Camden Road Pharmacy')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search medicines' }), 'amox');
    await user.click(screen.getByRole('button', { name: 'Add Amoxicillin 500mg capsules' }));
    const item = screen.getByRole('group', { name: 'Amoxicillin 500mg capsules' });
    const dosage = within(item).getByRole('textbox', { name: /Dosage instructions/ });
    await user.click(dosage);
    await user.paste('One capsule three times a day for 5 days');
    await user.click(screen.getByRole('button', { name: 'Send to pharmacy' }));

    expect(await screen.findByText(/not available right now. Nothing was sent/)).toBeTruthy();
    expect((dosage as HTMLTextAreaElement).value).toBe('One capsule three times a day for 5 days');

    await user.click(screen.getByRole('button', { name: 'Send to pharmacy' }));
    expect(
      await screen.findByText(/may have been sent: send it again to check — it will not be sent twice/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send to pharmacy' }));
    expect(await screen.findByText(/sent to Camden Road Pharmacy/)).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(3);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(posts[2]!.body).toEqual(posts[0]!.body);
    expect(posts[0]!.body).toMatchObject({
      items: [{ dmdCode: 'KON-DMD-001', dosage: 'One capsule three times a day for 5 days', quantity: 15 }],
    });
    const list = await screen.findByRole('list', { name: 'EPS prescriptions in this consultation' });
    await waitFor(() => expect(within(list).getByText('Sent')).toBeTruthy());
    expect(within(list).getByText(/15 capsules/)).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search medicines' }), 'paracetamol');
    await user.click(screen.getByRole('button', { name: 'Add Paracetamol 500mg tablets' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Paracetamol 500mg tablets' })).getByRole('textbox', {
        name: /Dosage instructions/,
      }),
    );
    await user.paste('Two tablets up to four times a day');
    await user.click(screen.getByRole('button', { name: 'Send to pharmacy' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(4));
    const fourth = requests.filter((r) => r.method === 'POST')[3]!.body as { requestId: string };
    expect(fourth.requestId).not.toBe((posts[0]!.body as { requestId: string }).requestId);
  });

  it('sends nothing with a blank dosage or a bad quantity, and says what is missing', async () => {
    const requests = mockApi({
      'GET /api/uk-eps/medicines': medicines,
      'GET /api/uk-eps/meeting/meeting-1': json(200, { eligibility: eligible, prescriptions: [] }),
    });
    const { user } = renderPanel(<EpsPanel meeting={aMeeting({ id: 'meeting-1' })} />);
    await user.click(await screen.findByRole('button', { name: 'Send to pharmacy' }));
    expect(await screen.findByText('Add at least one medicine.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search medicines' }), 'ibu');
    await user.click(screen.getByRole('button', { name: 'Add Ibuprofen 400mg tablets' }));
    const item = screen.getByRole('group', { name: 'Ibuprofen 400mg tablets' });
    await user.clear(within(item).getByRole('textbox', { name: /Quantity \(tablets\)/ }));
    await user.click(screen.getByRole('button', { name: 'Send to pharmacy' }));
    expect(await screen.findByText('Write the dosage instructions.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 1 to 9999.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('offers at most four items', async () => {
    mockApi({
      'GET /api/uk-eps/medicines': medicines,
      'GET /api/uk-eps/meeting/meeting-1': json(200, { eligibility: eligible, prescriptions: [] }),
    });
    const { user } = renderPanel(<EpsPanel meeting={aMeeting({ id: 'meeting-1' })} />);
    const search = await screen.findByRole('searchbox', { name: 'Search medicines' });
    for (const name of ['Amoxicillin 500mg capsules', 'Paracetamol 500mg tablets', 'Omeprazole', 'Sertraline']) {
      await user.click(search);
      await user.paste(name.split(' ')[0]!);
      await user.click(screen.getByRole('button', { name: new RegExp(`^Add ${name}`) }));
    }
    expect((search as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('An EPS prescription holds at most 4 items.')).toBeTruthy();
  });

  it('says why EPS cannot be used and points to pay-as-you-go, with no form', async () => {
    const ineligible = json(200, {
      eligibility: {
        eligible: false,
        reasons: ['no_nominated_pharmacy'],
        nhsNumber: '9434765919',
        nominatedPharmacy: null,
      },
      prescriptions: [],
    });
    mockApi({ 'GET /api/uk-eps/medicines': medicines, 'GET /api/uk-eps/meeting/meeting-1': ineligible });
    const gp = aClinician({ pool: { ...aClinician().pool, id: 'pool-gb', country: 'GB' }, locale: 'en' });
    const { user, router, unmount } = renderPanel(<EpsPanel meeting={aMeeting({ id: 'meeting-1' })} />, gp);
    await user.click(await screen.findByRole('button', { name: 'Open a pay-as-you-go prescription' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ action: 'uk-payg-prescription' }));
    unmount();

    // A Swedish doctor is not offered the pay-as-you-go prescription: the text only.
    mockApi({
      'GET /api/uk-eps/medicines': medicines,
      'GET /api/uk-eps/meeting/meeting-1': json(200, {
        eligibility: {
          eligible: false,
          reasons: ['nhs_number_not_traced', 'no_nominated_pharmacy'],
          nhsNumber: '9434765919',
          nominatedPharmacy: null,
        },
        prescriptions: [],
      }),
    });
    renderPanel(<EpsPanel meeting={aMeeting({ id: 'meeting-1' })} />);
    expect(await screen.findByText('EPS cannot be used for this patient')).toBeTruthy();
    expect(screen.getByText('The patient’s NHS number has not been traced on the Spine (PDS).')).toBeTruthy();
    expect(screen.getByText('The patient has no nominated pharmacy.')).toBeTruthy();
    expect(screen.getByText(/Use a pay-as-you-go prescription instead/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'EPS prescription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open a pay-as-you-go prescription' })).toBeNull();
  });

  it('cancels a sent prescription once confirmed, and says when the pharmacy dispensed it first', async () => {
    const requests = mockApi({
      'GET /api/uk-eps/medicines': medicines,
      'GET /api/uk-eps/meeting/meeting-1': json(200, {
        eligibility: eligible,
        prescriptions: [sentPrescription('e-1')],
      }),
      'POST /api/uk-eps/meeting/meeting-1/prescription/e-1/cancel': apiError(409, 'eps_already_dispensed'),
    });
    const { user } = renderPanel(<EpsPanel meeting={aMeeting({ id: 'meeting-1' })} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel prescription 7D9625-Z72BF2-11E3AC' }));
    // In English as written in the UK: "27 Nov 2026", not "Nov 27, 2026".
    expect(screen.getByText(/· sent \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/already dispensed this prescription/)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/uk-eps/meeting/meeting-1/prescription/e-1/cancel',
    ]);
  });
});
