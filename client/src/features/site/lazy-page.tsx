import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';

import type { LazyRoute, TranslationKey } from '../../lib/route-handle';

export interface PageModule {
  Component: ComponentType;
  loader: (queryClient: QueryClient) => (args: LoaderFunctionArgs) => Promise<null>;
}

/**
 * A page whose code arrives with its loader. The router renders a route only after its loader
 * has finished, so the component is always there when it renders.
 */
export function lazyPage(
  queryClient: QueryClient,
  titleKey: TranslationKey,
  load: () => Promise<PageModule>,
): LazyRoute {
  let module: PageModule | undefined;
  return {
    handle: { titleKey },
    loader: async (args) => {
      module ??= await load();
      return module.loader(queryClient)(args);
    },
    Component: function LazyPage() {
      const Page = module?.Component;
      return Page ? <Page /> : null;
    },
  };
}
