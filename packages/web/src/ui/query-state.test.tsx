import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderUi } from '../test/render-ui';
import { QueryBoundary } from './query-state';

/** A form inside a QueryBoundary, as the action panels hold theirs: the query's answer fills a list. */
let answers: (() => Promise<string[]>)[] = [];

function SitesForm() {
  const sites = useQuery({ queryKey: ['sites'], queryFn: () => answers.shift()!() });
  return (
    <QueryBoundary
      query={sites}
      loading="Loading sites"
      error={{ title: 'Could not load the sites', message: 'Try again in a moment.' }}
    >
      {(data) => (
        <form aria-label="Referral">
          <p>{data.join(', ')}</p>
          <TextInput label="Comment to the lab" />
        </form>
      )}
    </QueryBoundary>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('QueryBoundary', () => {
  it('shows the failure instead of the view when the query never loaded', async () => {
    answers = [() => Promise.reject(new Error('offline'))];
    renderUi(<SitesForm />);
    await screen.findByText('Could not load the sites');
    expect(screen.queryByRole('form', { name: 'Referral' })).toBeNull();
  });

  it('keeps a loaded form, and what was typed in it, when a later refetch fails: the banner shows above it', async () => {
    answers = [() => Promise.resolve(['Solna', 'Södermalm']), () => Promise.reject(new Error('offline'))];
    const { user, queryClient } = renderUi(<SitesForm />);
    const comment = await screen.findByRole('textbox', { name: 'Comment to the lab' });
    await user.type(comment, 'Fastande sedan i går kväll.');

    await queryClient.refetchQueries({ queryKey: ['sites'] });

    await waitFor(() => screen.getByText('Could not load the sites'));
    screen.getByText('Solna, Södermalm');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Comment to the lab' }).value).toBe(
      'Fastande sedan i går kväll.',
    );
  });
});
