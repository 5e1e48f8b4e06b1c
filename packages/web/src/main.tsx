import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { preloadScreen } from './app/router';
import { i18nReady } from './i18n/i18n';

const { queryClient, router } = createApp();
// The screen's code and data start loading beside the language's catalogue (issue 22), not after it.
preloadScreen(router, queryClient);
// The language's catalogue before the first render: a Swedish clinician never sees the app in English while it loads.
await i18nReady;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition (issue 22): on a cold load the screen's code and data are often all in by now, and the first render is
// the whole screen; as a transition React renders it in slices, yielding to the browser between them.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);
