import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aOneTimeUserMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderUi } from '../../test/render-ui';
import { SmsNotifyButton } from './components/sms-notify-button';

/** George joins by a one-time link (UK); Gemma texts him the link from the consultation header. */
const george = aOneTimeUserMeeting({}, { phone: '+44 7700 900123' });

const LINK_PATH = `/api/meeting/${george.id}/patient-link`;
const SMS_PATH = `/api/meeting/doctor/send-sms/${george.id}`;
const link = (token: string) => json(201, { path: `/join/${token}`, expiresAt: Date.now() + 3_600_000 });
const receipt = () => json(202, { id: 'outbox-1', status: 'pending', sentAt: Date.now() });

/** Answers in turn, the last one for every later call. */
function inTurn(...answers: (() => Response)[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
}

describe('sending the patient their link by SMS', () => {
  it('keeps the modal open with "Sending message failed" when the send fails; Retry sends it and starts the countdown', async () => {
    const requests = mockApi({
      [`POST ${LINK_PATH}`]: () => link('tok-1'),
      [`POST ${SMS_PATH}`]: inTurn(() => apiError(500, 'unknown'), receipt),
    });
    const { user } = renderUi(<SmsNotifyButton meeting={george} />);

    await user.click(screen.getByRole('button', { name: 'Send link by SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link by SMS' });
    expect(within(dialog).getByText('+44 117 496 0123')).toBeTruthy();
    const url = `${window.location.origin}/join/tok-1`;
    await within(dialog).findByText(url);

    await user.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Sending message failed');
    expect(screen.getByRole('dialog', { name: 'Send the link by SMS' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('SMS sent');
    const button = screen.getByRole('button', { name: /^Send again in (60|59) s$/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    const sends = requests.filter((r) => r.path === SMS_PATH);
    expect(sends.map((r) => r.body)).toEqual([{ oneTimeUrl: url }, { oneTimeUrl: url }]);
    expect(requests.filter((r) => r.path === LINK_PATH)).toHaveLength(1);

    // A minute later the button is back.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send link by SMS' })).toBeTruthy());
  });

  it('says there is no one-time link when none can be made; Retry makes one and sends', async () => {
    const requests = mockApi({
      [`POST ${LINK_PATH}`]: inTurn(
        () => apiError(500, 'unknown'),
        () => link('tok-2'),
      ),
      [`POST ${SMS_PATH}`]: receipt,
    });
    const { user } = renderUi(<SmsNotifyButton meeting={george} />);

    await user.click(screen.getByRole('button', { name: 'Send link by SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link by SMS' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('There is no one-time link for this meeting');

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.path === SMS_PATH).map((r) => r.body)).toEqual([
      { oneTimeUrl: `${window.location.origin}/join/tok-2` },
    ]);
  });

  it('reuses the link already made on the screen rather than retiring it', async () => {
    const requests = mockApi({ [`POST ${LINK_PATH}`]: () => link('tok-3'), [`POST ${SMS_PATH}`]: receipt });
    const { user } = renderUi(<SmsNotifyButton meeting={george} />);
    await user.click(screen.getByRole('button', { name: 'Send link by SMS' }));
    await within(await screen.findByRole('dialog')).findByText(`${window.location.origin}/join/tok-3`);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Send link by SMS' }));
    await within(await screen.findByRole('dialog')).findByText(`${window.location.origin}/join/tok-3`);
    expect(requests.filter((r) => r.path === LINK_PATH)).toHaveLength(1);
  });

  it('when the server says an SMS went out moments ago, counts down from the seconds it gives', async () => {
    mockApi({
      [`POST ${LINK_PATH}`]: () => link('tok-4'),
      [`POST ${SMS_PATH}`]: () =>
        json(429, { error: { key: 'sms_cooldown', message: 'Send again in 42 s.', retryAfterSeconds: 42 } }),
    });
    const { user } = renderUi(<SmsNotifyButton meeting={george} />);
    await user.click(screen.getByRole('button', { name: 'Send link by SMS' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(`${window.location.origin}/join/tok-4`);
    await user.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Send again in (42|41) s$/ })).toBeTruthy();
  });
});
