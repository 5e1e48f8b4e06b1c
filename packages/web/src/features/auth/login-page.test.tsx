import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBritishClinician } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const signedOut = { 'GET /api/auth/me': apiError(401, 'unauthorized', 'Not signed in') };

describe('login page', () => {
  it('sends a clinician who is not signed in to the sign-in page, remembering where they were going', async () => {
    mockApi(signedOut);
    const { router } = renderApp('/emr/m1?action=send-message');
    expect(await screen.findByRole('heading', { name: 'Sign in to konsult' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/emr/m1?action=send-message' });
  });

  it('signs in and returns to the page the clinician came from', async () => {
    const clinician = aBritishClinician();
    const requests = mockApi({
      ...signedOut,
      'POST /api/auth/login': json(200, { clinician }),
      'GET /api/meetings': json(200, { meetings: [] }),
    });
    const { user, router } = renderApp('/login?redirect=%2F');
    await user.type(await screen.findByLabelText('Username'), 'gemma');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'My meetings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.find((r) => r.path === '/api/auth/login')?.body).toEqual({
      username: 'gemma',
      password: 'correct horse',
    });
    expect(screen.getByText('Gemma Hughes')).toBeTruthy();
  });

  it('shows "Wrong username or password" when the password is wrong', async () => {
    mockApi({ ...signedOut, 'POST /api/auth/login': apiError(401, 'unauthorized', 'Bad credentials') });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'gemma');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Wrong username or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks the clinician to wait when there were too many attempts', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/login': json(429, {
        error: { key: 'rate_limited', message: 'Slow down', retryAfterSeconds: 30 },
      }),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'gemma');
    await user.type(screen.getByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. You can try again in 30 s.');
  });

  it('signs out from the header and lands on the sign-in page', async () => {
    document.cookie = 'csrf_token=csrf-1; path=/';
    const requests = mockApi({
      'GET /api/auth/me': json(200, { clinician: aBritishClinician() }),
      'GET /api/meetings': json(200, { meetings: [] }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/auth/logout')?.headers.get('x-csrf-token')).toBe('csrf-1');
  });
});
