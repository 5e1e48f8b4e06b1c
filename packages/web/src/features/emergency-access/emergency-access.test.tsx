import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aClinician } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/**
 * Anna, a Swedish doctor, follows a link to Karin's record. She has no care relationship with Karin, so she is told
 * so and offered emergency access; she must give a real reason, and a failed request keeps what she wrote.
 */

// 21 November 2026, 10:00 UTC: 11:00 on Anna's Stockholm clock. Emergency access lasts until 15:00 there.
const NOW = Date.UTC(2026, 10, 21, 10, 0);
const EXPIRES = NOW + 4 * 3_600_000;
const ACCESS_PATH = '/api/emergency-access/patient-7';
const REASON = 'Medvetslös på akuten';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.setItem('konsult.language', 'en');
});

const ME = { 'GET /api/auth/me': json(200, { clinician: aClinician() }) };
const granted = (reason: string) => ({ patientId: 'patient-7', reason, startedAt: NOW, expiresAt: EXPIRES });

describe('emergency access', () => {
  it('refuses a short reason, keeps the text when the request fails, then opens the record under the banner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let access: ReturnType<typeof granted> | null = null;
    let posts = 0;
    const requests = mockApi({
      ...ME,
      [`GET ${ACCESS_PATH}`]: () => json(200, { ground: access ? 'emergency' : null, access }),
      'POST /api/emergency-access': ({ body }) => {
        if (++posts === 1) return apiError(500, 'unknown');
        access = granted((body as { reason: string }).reason);
        return json(201, access);
      },
    });
    const { user } = renderApp('/patient-profile/patient-7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have no care relationship with this patient' }),
    ).toBeTruthy();
    // Nothing of the record is asked for without a ground.
    const aboutKarin = () =>
      requests.filter((r) => r.path !== ACCESS_PATH && `${r.path}?${r.query.toString()}`.includes('patient-7'));
    expect(aboutKarin()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Emergency access…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Emergency access' });
    expect(within(dialog).getByText(/Access lasts for a limited time/)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for emergency access' });
    await user.type(reason, '  Akut  ');
    await user.click(within(dialog).getByRole('button', { name: 'Open record with emergency access' }));
    expect(within(dialog).getByText('Write a reason of at least 10 characters.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(reason);
    await user.type(reason, REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Open record with emergency access' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Emergency access was not opened');
    expect((reason as HTMLTextAreaElement).value).toBe(REASON);

    await user.click(within(dialog).getByRole('button', { name: 'Open record with emergency access' }));
    const banner = await screen.findByRole('alert', { name: 'Emergency access' });
    expect(banner.textContent).toContain(
      `Emergency access until 15:00. Your reason: “${REASON}” Everything you open is logged.`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ patientId: 'patient-7', reason: REASON });
    expect(screen.getByRole('region', { name: 'Patient record' })).toBeTruthy();
  });

  it('shows the banner above a record opened with emergency access, and none for a care relationship', async () => {
    mockApi({
      ...ME,
      [`GET ${ACCESS_PATH}`]: json(200, { ground: 'emergency', access: granted('Akut vård, patienten medvetslös') }),
      'GET /api/emergency-access/patient-1': json(200, { ground: 'care', access: null }),
    });
    const { router } = renderApp('/patient-profile/patient-7');

    const banner = await screen.findByRole('alert', { name: 'Emergency access' });
    expect(banner.textContent).toContain(
      'Emergency access until 15:00. Your reason: “Akut vård, patienten medvetslös” Everything you open is logged.',
    );
    expect(screen.getByRole('region', { name: 'Patient record' })).toBeTruthy();

    await router.navigate({ to: '/patient-profile/$patientId', params: { patientId: 'patient-1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient patient-1' })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'Emergency access' })).toBeNull();
  });
});
