import './join.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { JoinPage } from './join-page';

// The patient's page: plain React and CSS, nothing of the clinician app (budget: 80 KB gzip of JS).
const container = document.getElementById('root');
if (!container) throw new Error('join.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <JoinPage token={joinToken(window.location.pathname)} />
  </StrictMode>,
);

function joinToken(pathname: string): string | null {
  const match = /^\/join\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
