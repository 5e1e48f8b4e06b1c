import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A route that fails until the test lets the server recover: how a view's "Try again" is tested. */
export function failingUntilRecovered(failure: () => Response, recovered: () => Response) {
  let failing = true;
  return {
    reply: () => (failing ? failure() : recovered()),
    recover: () => {
      failing = false;
    },
  };
}

/** The view's error banner says `message`; the server recovers, and the clinician clicks the banner's "Try again". */
export async function tryAgainFromErrorBanner(user: UserEvent, message: string, recover: () => void) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(message);
  recover();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
}
