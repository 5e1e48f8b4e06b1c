import './join.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { JoinPage } from './join-page';
import { shell } from './programme-shell';

// A treatment programme's own page (/programme/:token, issue 21): a chunk of its own, off the join page's first load.
const ProgrammePage = lazy(() => import('./programme-page'));

// The patient's pages: plain React and CSS, nothing of the clinician app (budget: 80 KB gzip of JS).
const container = document.getElementById('root');
if (!container) throw new Error('join.html has no #root element');

// /join/:token (a meeting's link) or /programme/:token; any other path has no token (the page says the link is invalid).
const [, kind, raw] = /^\/(join|programme)\/([^/]+)\/?$/.exec(window.location.pathname) ?? [];
const token = raw ? decodeURIComponent(raw) : null;

createRoot(container).render(
  <StrictMode>
    {kind === 'programme' ? (
      <Suspense>
        <ProgrammePage token={token} shell={shell} />
      </Suspense>
    ) : (
      <JoinPage token={token} />
    )}
  </StrictMode>,
);
