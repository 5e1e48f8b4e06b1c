import './join.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { JoinPage } from './join-page';
import { programmePage } from './programme-entry';
import { shell } from './programme-shell';

const ProgrammePage = programmePage();

// The patient's pages: plain React and CSS, nothing of the clinician app (budget: 80 KB gzip of JS).
const container = document.getElementById('root');
if (!container) throw new Error('join.html has no #root element');

// /join/:token (a meeting's link) or /programme/:token; any other path has no token (the page says the link is invalid).
const [, kind, raw] = /^\/(join|programme)\/([^/]+)\/?$/.exec(window.location.pathname) ?? [];
const token = raw ? decodeURIComponent(raw) : null;

createRoot(container).render(
  <StrictMode>
    {kind === 'programme' ? (
      // Busy while the programme page's chunk comes.
      <Suspense fallback={<main className="join" aria-busy="true" />}>
        <ProgrammePage token={token} shell={shell} />
      </Suspense>
    ) : (
      <JoinPage token={token} />
    )}
  </StrictMode>,
);
