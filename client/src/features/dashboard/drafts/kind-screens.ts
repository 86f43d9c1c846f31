import type { ContentKind } from '@cakeshop/shared';
import type { PageName } from '@cakeshop/shared/routes';
import { pathTo } from '@cakeshop/shared/routes';

/** The dashboard screen where each kind of content is edited. */
const SCREENS: Record<ContentKind, PageName> = {
  Cake: 'dashboardCakes',
  Course: 'dashboardCourses',
  Faq: 'dashboardFaq',
  CakeCategory: 'dashboardCakeCategories',
  Category: 'dashboardCategories',
  HomeData: 'dashboardHomePage',
  AboutData: 'dashboardAbout',
  InstructorData: 'dashboardInstructor',
};

export const screenOf = (kind: ContentKind): string => pathTo(SCREENS[kind]);
