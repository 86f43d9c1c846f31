import type { QueryClient } from '@tanstack/react-query';

import { PagePlaceholder } from '../../components/page-placeholder';
import type { PublicPageName } from '../../lib/page-names';
import type { LazyRoute, TranslationKey } from '../../lib/route-handle';
import { SiteLayout } from './site-layout';

function placeholder(titleKey: TranslationKey): LazyRoute {
  return {
    Component: () => <PagePlaceholder titleKey={titleKey} textKey="site.placeholder" />,
    handle: { titleKey },
  };
}

/**
 * The public site's routes: the layout around every public page, and one entry per public page of
 * the shared page table (the router takes paths from the table; this module provides the rest).
 * The query client is passed in for loaders (`queryClient.ensureQueryData(cakesQuery(...))`).
 */
export function createSiteRoutes(_queryClient: QueryClient): {
  layout: LazyRoute;
  pages: Record<PublicPageName, LazyRoute>;
} {
  return {
    layout: { Component: SiteLayout },
    pages: {
      home: placeholder('site.titles.home'),
      cakes: placeholder('site.titles.cakes'),
      cake: placeholder('site.titles.cake'),
      cakeCategories: placeholder('site.titles.cakeCategories'),
      courses: placeholder('site.titles.courses'),
      course: placeholder('site.titles.course'),
      courseCategories: placeholder('site.titles.courseCategories'),
      about: placeholder('site.titles.about'),
      instructor: placeholder('site.titles.instructor'),
      faq: placeholder('site.titles.faq'),
      contact: placeholder('site.titles.contact'),
    },
  };
}
