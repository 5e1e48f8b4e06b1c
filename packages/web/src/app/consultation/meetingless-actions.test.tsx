import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aClinician, aMeeting } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/**
 * The meetingless view (/patient-profile/{patientId}) offers message and document; both act in the clinician's
 * latest meeting with the patient, which the panel names (docs/api.md "Outside a meeting").
 */

const LATEST = 'GET /api/meeting/doctor/patient/patient-1/latest-meeting';
// Anna has a care relationship with the patient: the profile opens without the emergency-access step.
const ME = {
  'GET /api/auth/me': json(200, { clinician: aClinician() }),
  'GET /api/emergency-access/patient-1': json(200, { ground: 'care', access: null }),
};

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

const panel = async (name: string) => screen.findByRole('complementary', { name }, { timeout: 4000 });

describe('actions outside a meeting', () => {
  it('sends a message in the latest meeting with the patient, and says which meeting that is', async () => {
    const requests = mockApi({
      ...ME,
      [LATEST]: json(200, { meeting: aMeeting({ id: 'meeting-9', status: 'COMPLETED' }) }),
      'GET /api/async-messaging/conversation': json(200, { conversations: [] }),
      'POST /api/meeting/meeting-9/patient-message': json(201, {
        conversationId: 'conv-9',
        message: {
          id: 'm-1',
          conversationId: 'conv-9',
          senderRole: 'CLINICIAN',
          senderName: 'Anna Berg',
          subject: 'Provsvar',
          message: 'Dina prover ser bra ut.',
          sentAt: Date.UTC(2026, 10, 22, 9, 0),
          readAt: null,
          attachments: [],
          button: null,
        },
      }),
    });
    const { user } = renderApp('/patient-profile/patient-1?action=send-message');

    const send = await panel('Send message');
    // 13:00 UTC is 14:00 on the Swedish clinician's clock.
    expect(await within(send).findByText('Sent in your meeting of 21 Nov 2026, 14:00 with the patient.')).toBeTruthy();
    await user.type(within(send).getByRole('textbox', { name: 'Subject' }), 'Provsvar');
    await user.type(within(send).getByRole('textbox', { name: 'Message' }), 'Dina prover ser bra ut.');
    await user.click(within(send).getByRole('button', { name: 'Send message' }));

    expect(await within(send).findByText('The message was sent to Erik Lund.')).toBeTruthy();
    const sent = requests.find((r) => r.path.endsWith('/patient-message'));
    expect(sent).toMatchObject({
      path: '/api/meeting/meeting-9/patient-message',
      body: { message_subject: 'Provsvar', message: 'Dina prover ser bra ut.' },
    });
  });

  it('creates a document in that meeting too, under the same kind of line', async () => {
    mockApi({
      ...ME,
      [LATEST]: json(200, { meeting: aMeeting({ id: 'meeting-9' }) }),
      'GET /api/medicaldocuments/templates/v2': json(200, {
        templates: [{ id: 'sv-intyg', name: 'Läkarintyg', kind: 'certificate', usedCount: 0 }],
      }),
    });
    renderApp('/patient-profile/patient-1?action=create-document');

    const create = await panel('Create document');
    expect(
      await within(create).findByText('Saved to your meeting of 21 Nov 2026, 14:00 with the patient.'),
    ).toBeTruthy();
    expect(await within(create).findByRole('textbox', { name: 'Intyget avser' })).toBeTruthy();
  });

  it('reports the panel’s opening and closing under the patient, having no meeting to report them in', async () => {
    const requests = mockApi({
      ...ME,
      [LATEST]: json(200, { meeting: null }),
      'POST /api/patient/patient-1/action-panel-events': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/patient-profile/patient-1?action=send-message');
    await user.click(within(await panel('Send message')).getByRole('button', { name: 'Close' }));

    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path.endsWith('/action-panel-events'))
          .map((r) => [r.path, (r.body as { event: string }).event]),
      ).toEqual([
        ['/api/patient/patient-1/action-panel-events', 'opened'],
        ['/api/patient/patient-1/action-panel-events', 'closed'],
      ]),
    );
  });

  it('explains that messages need a meeting when the clinician has none with the patient, and offers no send', async () => {
    mockApi({ ...ME, [LATEST]: json(200, { meeting: null }) });
    renderApp('/patient-profile/patient-1?action=send-message');

    const send = await panel('Send message');
    expect(await within(send).findByText(/Messages and documents need a meeting with the patient/)).toBeTruthy();
    expect(within(send).queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(within(send).queryByRole('textbox')).toBeNull();
  });

  it('offers to try again when the meeting could not be found', async () => {
    let calls = 0;
    mockApi({
      ...ME,
      [LATEST]: () =>
        ++calls <= 3 ? json(503, { error: { key: 'unknown', message: 'Down' } }) : json(200, { meeting: null }),
    });
    const { user } = renderApp('/patient-profile/patient-1?action=send-message');

    const send = await panel('Send message');
    await user.click(await within(send).findByRole('button', { name: 'Try again' }, { timeout: 4000 }));
    await waitFor(() => expect(within(send).getByText(/Messages and documents need a meeting/)).toBeTruthy());
  });
});
