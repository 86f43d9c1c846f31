import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { errorReactions } from './error-reactions';
import { loadLazyMatches } from './lazy-matches';
import { Providers } from './providers';
import { hydrateFromPage } from './query-state';
import { readRenderedState } from './rendered-state';
import { createRoutes } from './router';
import type { AppSession } from './session';
import { createSession } from './session';
import { browserHttp } from '../lib/browser-http';
import { prepareNumberFormats } from '../lib/format';
import { createI18n } from '../lib/i18n';
import { applyLanguage, initialLanguage } from '../lib/language';
import type { Language } from '../lib/language';
import { createQueryClient } from '../lib/query-client';
import { yieldToBrowser } from '../lib/yield-to-browser';

// The code this module imports has just been evaluated, in one task: the setup below starts a
// new one.
await yieldToBrowser();

// A public page arrives rendered by the server, with what it rendered from; the dashboard (and a
// public page the server could not render) arrives as the bare shell and renders here.
const rendered = readRenderedState(document);
const language = rendered?.language ?? initialLanguage();
// Start-up runs as a few tasks of a few milliseconds each, so a tap is never kept waiting long.
prepareNumberFormats(language);
await yieldToBrowser();
// The first render waits for the language's strings, so no key names ever flash on screen.
const i18n = await createI18n(language, rendered?.strings);
i18n.on('languageChanged', () => applyLanguage(i18n.language as Language));
applyLanguage(language);

const queryClient = createQueryClient({
  http: browserHttp,
  // Failures arrive asynchronously, once the session below exists.
  onError: errorReactions(i18n, () => session.expired()),
});
const routes = createRoutes(queryClient);
if (rendered) {
  hydrateFromPage(queryClient, rendered.queries);
  await loadLazyMatches(routes, window.location.pathname);
  await yieldToBrowser();
}
const router = createBrowserRouter(routes, rendered ? { hydrationData: rendered.router } : {});
const session: AppSession = createSession(queryClient, router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <Providers
      queryClient={queryClient}
      i18n={i18n}
      siteUrl={rendered?.siteUrl ?? location.origin}
      session={session}
    >
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
// A rendered page is already on screen: hydrating it as a transition lets React yield to the
// browser every few milliseconds, so the page paints and answers input while it hydrates.
if (rendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
