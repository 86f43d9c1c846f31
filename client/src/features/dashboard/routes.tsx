import type { QueryClient } from '@tanstack/react-query';

import { PagePlaceholder } from '../../components/page-placeholder';
import type { DashboardPageName } from '../../lib/page-names';
import type { LazyRoute, TranslationKey } from '../../lib/route-handle';

function placeholder(titleKey: TranslationKey): LazyRoute {
  return {
    Component: () => <PagePlaceholder titleKey={titleKey} textKey="dashboard.placeholder" />,
    handle: { titleKey },
  };
}

/**
 * The nine dashboard screens, one per /dashboard/* page of the shared page table. They render
 * inside the shell; the query client is passed in for loaders.
 */
export function createDashboardRoutes(_queryClient: QueryClient): Record<DashboardPageName, LazyRoute> {
  return {
    dashboardHome: placeholder('dashboard.titles.home'),
    dashboardAbout: placeholder('dashboard.titles.about'),
    dashboardCakes: placeholder('dashboard.titles.cakes'),
    dashboardInstructor: placeholder('dashboard.titles.instructor'),
    dashboardCourses: placeholder('dashboard.titles.courses'),
    dashboardCategories: placeholder('dashboard.titles.categories'),
    dashboardCakeCategories: placeholder('dashboard.titles.cakeCategories'),
    dashboardContact: placeholder('dashboard.titles.contact'),
    dashboardFaq: placeholder('dashboard.titles.faq'),
  };
}
