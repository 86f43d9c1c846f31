import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { SessionContext } from '../lib/session-context';
import { createRoutes } from './router';
import { createSession } from './session';

function createApp() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  const session = createSession(queryClient, router);
  return { queryClient, router, session };
}

/** The providers, in one place: query cache, translations, session, router. */
export function App() {
  const [{ queryClient, router, session }] = useState(createApp);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SessionContext value={session}>
          <RouterProvider router={router} />
        </SessionContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
