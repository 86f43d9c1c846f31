import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { I18n } from '../lib/i18n';
import type { Session } from '../lib/session-context';
import { SessionContext } from '../lib/session-context';
import { SiteUrlContext } from '../lib/site-url';

export interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  siteUrl: string;
  /** The browser's sign-in and sign-out; the server renders only public pages, which need none. */
  session?: Session;
  children: ReactNode;
}

/** The providers, in one place, for the server's render and the browser's alike. */
export function Providers({ queryClient, i18n, siteUrl, session, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SiteUrlContext value={siteUrl}>
          <SessionContext value={session ?? null}>{children}</SessionContext>
        </SiteUrlContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
