import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import type { DashboardPageName } from '../../lib/page-names';
import type { LazyRoute, TranslationKey } from '../../lib/route-handle';
import { CakesScreen } from './cakes/cakes-screen';
import { CAKE_CATEGORIES, COURSE_CATEGORIES } from './categories/category-kinds';
import { CategoriesScreen } from './categories/categories-screen';
import { ContactScreen } from './contact/contact-screen';
import { CoursesScreen } from './courses/courses-screen';
import { FaqScreen } from './faq/faq-screen';
import { AboutScreen, HomeScreen, InstructorScreen } from './single/single-screens';

function screen(Component: ComponentType, titleKey: TranslationKey): LazyRoute {
  return { Component, handle: { titleKey } };
}

/**
 * The nine dashboard screens, one per /dashboard/* page of the shared page table. They render
 * inside the shell and load their data with TanStack Query (skeletons while it arrives).
 */
export function createDashboardRoutes(_queryClient: QueryClient): Record<DashboardPageName, LazyRoute> {
  return {
    dashboardHome: screen(HomeScreen, 'dashboard.titles.home'),
    dashboardAbout: screen(AboutScreen, 'dashboard.titles.about'),
    dashboardCakes: screen(CakesScreen, 'dashboard.titles.cakes'),
    dashboardInstructor: screen(InstructorScreen, 'dashboard.titles.instructor'),
    dashboardCourses: screen(CoursesScreen, 'dashboard.titles.courses'),
    dashboardCategories: screen(
      () => <CategoriesScreen kind={COURSE_CATEGORIES} />,
      'dashboard.titles.categories',
    ),
    dashboardCakeCategories: screen(
      () => <CategoriesScreen kind={CAKE_CATEGORIES} />,
      'dashboard.titles.cakeCategories',
    ),
    dashboardContact: screen(ContactScreen, 'dashboard.titles.contact'),
    dashboardFaq: screen(FaqScreen, 'dashboard.titles.faq'),
  };
}
