import type { PublicPageName } from '../../../lib/page-names';

/** The pages in the header and footer navigation, in reading order. */
export const SITE_NAV = [
  'home',
  'cakes',
  'courses',
  'about',
  'instructor',
  'faq',
  'contact',
] as const satisfies readonly PublicPageName[];
