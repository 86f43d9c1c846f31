import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { errorReactions } from './error-reactions';
import { Providers } from './providers';
import { createRoutes } from './router';
import type { AppSession } from './session';
import { createSession } from './session';
import { browserHttp } from '../lib/browser-http';
import { createI18n } from '../lib/i18n';
import { applyLanguage, initialLanguage } from '../lib/language';
import type { Language } from '../lib/language';
import { createQueryClient } from '../lib/query-client';

const language = initialLanguage();
// The first render waits for the language's strings, so no key names ever flash on screen.
const i18n = await createI18n(language);
i18n.on('languageChanged', () => applyLanguage(i18n.language as Language));
applyLanguage(language);

const queryClient = createQueryClient({
  http: browserHttp,
  // Failures arrive asynchronously, once the session below exists.
  onError: errorReactions(i18n, () => session.expired()),
});
const router = createBrowserRouter(createRoutes(queryClient));
const session: AppSession = createSession(queryClient, router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n} siteUrl={location.origin} session={session}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
