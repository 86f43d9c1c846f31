import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { applyLanguage, initialLanguage } from './lib/language';

const language = initialLanguage();
// The first paint waits for the language's strings, so no key names ever flash on screen.
await initI18n(language);
applyLanguage(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
