import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { preloadScreen } from './app/router';
import { i18nReady } from './i18n/i18n';

// The stored language's catalogue first: a Swedish clinician never sees the app in English while it loads.
await i18nReady;
const { queryClient, router } = createApp();
preloadScreen(router, queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
