import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/app';
import { createApp } from '../app/create-app';

/** Renders the whole clinician app at `path`, as a browser would open it, with retries made instant. */
export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const { router, queryClient } = createApp({ history, retryDelay: 0 });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user, history };
}
