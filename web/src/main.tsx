import '@/app/prepare-csp';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { AppErrorBoundary } from '@/app/app-error-boundary';
import { env } from '@/config/env';
import { captureInstallPrompt } from '@/features/pwa/lib/install-prompt-store';
import { registerServiceWorkerWhenIdle } from '@/features/pwa/lib/register-service-worker';

import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Before the first render: the browser may offer installation before React mounts.
captureInstallPrompt();
// Only built apps get a worker; in dev it would serve stale modules against Vite's hot reload.
if (!env.isDev) {
  registerServiceWorkerWhenIdle();
}

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
