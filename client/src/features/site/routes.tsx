import type { QueryClient } from '@tanstack/react-query';

import { homeQuery } from '../../api/home';
import type { PublicPageName } from '../../lib/page-names';
import type { LazyRoute, TranslationKey } from '../../lib/route-handle';
import type * as InnerPagesModule from './pages/inner-pages';
import type { PageModule } from './lazy-page';
import { lazyPage } from './lazy-page';
import { SiteLayout } from './site-layout';

type InnerPages = typeof InnerPagesModule;

/**
 * The public site's routes: the layout around every public page, and one entry per public page of
 * the shared page table (the router takes paths from the table; this module provides the rest).
 * Loaders fill the query cache (`ensureQueryData`); pages read it with `useQuery`, so a failed
 * load becomes an in-page error with a retry rather than the router's error screen.
 *
 * Two page chunks: home (the first page most visitors see) and all the others together; split
 * finer, the pieces the pages share became many tiny files whose overhead outweighed the saving.
 */
export function createSiteRoutes(queryClient: QueryClient): {
  layout: LazyRoute;
  pages: Record<PublicPageName, LazyRoute>;
} {
  const inner = (titleKey: TranslationKey, pick: (pages: InnerPages) => PageModule) =>
    lazyPage(queryClient, titleKey, async () => pick(await import('./pages/inner-pages')));
  return {
    layout: {
      Component: SiteLayout,
      // Brand and currency for the header, prices and JSON-LD on every page.
      loader: async () => {
        await queryClient.ensureQueryData(homeQuery()).catch(() => undefined);
        return null;
      },
      // HomeData rarely changes; a filter change need not fetch it again.
      shouldRevalidate: () => false,
    },
    pages: {
      home: lazyPage(queryClient, 'site.titles.home', async () => {
        const { HomePage, homeLoader } = await import('./pages/home-page');
        return { Component: HomePage, loader: homeLoader };
      }),
      cakes: inner('site.titles.cakes', (m) => ({ Component: m.CakesPage, loader: m.cakesLoader })),
      cake: inner('site.titles.cake', (m) => ({ Component: m.CakePage, loader: m.cakeLoader })),
      cakeCategories: inner('site.titles.cakeCategories', (m) => ({
        Component: m.CakeCategoriesPage,
        loader: m.cakeCategoriesLoader,
      })),
      courses: inner('site.titles.courses', (m) => ({ Component: m.CoursesPage, loader: m.coursesLoader })),
      course: inner('site.titles.course', (m) => ({ Component: m.CoursePage, loader: m.courseLoader })),
      courseCategories: inner('site.titles.courseCategories', (m) => ({
        Component: m.CourseCategoriesPage,
        loader: m.courseCategoriesLoader,
      })),
      about: inner('site.titles.about', (m) => ({ Component: m.AboutPage, loader: m.aboutLoader })),
      instructor: inner('site.titles.instructor', (m) => ({
        Component: m.InstructorPage,
        loader: m.instructorLoader,
      })),
      faq: inner('site.titles.faq', (m) => ({ Component: m.FaqPage, loader: m.faqLoader })),
      contact: inner('site.titles.contact', (m) => ({ Component: m.ContactPage, loader: m.contactLoader })),
      track: inner('site.titles.track', (m) => ({ Component: m.TrackPage, loader: m.trackLoader })),
      requestReceived: inner('site.titles.requestReceived', (m) => ({
        Component: m.RequestReceivedPage,
        loader: m.requestReceivedLoader,
      })),
    },
  };
}
