import { lazy, type ComponentType } from 'react';
import { LoadFailed } from './load-failed';
import type { Shell } from './programme-shell';

type PageModule = { default: ComponentType<{ token: string | null; shell: Shell }> };

/**
 * A treatment programme's own page (/programme/:token, issue 21), a chunk of its own off the join page's first load.
 * A chunk that cannot be fetched is said with "Try again", which loads the page anew (a lazy component keeps its
 * failure). The page's own boundary (programme-page.tsx, outside the first chunk's budget) catches what fails once it
 * shows.
 */
export function programmePage(
  load: () => Promise<PageModule> = () => import('./programme-page'),
  retry = () => window.location.reload(),
) {
  return lazy(() => load().catch((): PageModule => ({ default: () => <LoadFailed onRetry={retry} /> })));
}
