/**
 * Every page of the client, in one table. The client's router builds its routes from these
 * paths, and the BFF uses the same patterns to answer 404 for a path no page matches and to link
 * the right area style sheet in the first response.
 */
import type { Role } from './roles';

export type Area = 'public' | 'admin';

export interface PageRoute {
  path: string;
  area: Area;
  /** false: a page for one visitor only (a confirmation), left out of the sitemap. */
  indexed?: false;
  /** true: rendered for one visitor (their basket), so never kept in the micro-cache of pages. */
  perVisitor?: true;
  /** Roles a user needs to open the page (the menu hides it from the others). */
  roles?: readonly Role[];
  /**
   * A public page whose form posts to it without script: `fields` (urlencoded), or `pictures`
   * (multipart, with files). The BFF answers a POST to any other page 405 without reading it.
   */
  form?: 'fields' | 'pictures';
}

export const pages = {
  // Public site
  home: { path: '/', area: 'public' },
  cakes: { path: '/cakes', area: 'public' },
  cake: { path: '/cakes/:id', area: 'public', form: 'fields' },
  cakeCategories: { path: '/cake-categories', area: 'public' },
  courses: { path: '/courses', area: 'public' },
  course: { path: '/courses/:id', area: 'public', form: 'fields' },
  courseCategories: { path: '/course-categories', area: 'public' },
  about: { path: '/about', area: 'public' },
  instructor: { path: '/instructor', area: 'public' },
  faq: { path: '/faq', area: 'public' },
  contact: { path: '/contact', area: 'public' },
  track: { path: '/track', area: 'public', form: 'fields' },
  basket: { path: '/basket', area: 'public', indexed: false, perVisitor: true, form: 'fields' },
  requestReceived: { path: '/thank-you', area: 'public', indexed: false },
  customCake: { path: '/custom-cake', area: 'public', form: 'pictures' },
  // The seats held for one visitor, by their link: never shared through the page cache.
  waitlistOffer: { path: '/offer', area: 'public', indexed: false, perVisitor: true, form: 'fields' },
  // Admin dashboard
  dashboard: { path: '/dashboard', area: 'admin' },
  dashboardHome: { path: '/dashboard/home', area: 'admin' },
  dashboardHomePage: { path: '/dashboard/home-page', area: 'admin' },
  dashboardAbout: { path: '/dashboard/about', area: 'admin' },
  dashboardCakes: { path: '/dashboard/cake', area: 'admin' },
  dashboardInstructor: { path: '/dashboard/instructor', area: 'admin' },
  dashboardCourses: { path: '/dashboard/courses', area: 'admin' },
  dashboardCategories: { path: '/dashboard/categories', area: 'admin' },
  dashboardCakeCategories: { path: '/dashboard/cake-cats', area: 'admin' },
  dashboardContact: { path: '/dashboard/contact', area: 'admin' },
  dashboardCalendar: { path: '/dashboard/calendar', area: 'admin' },
  dashboardSeasons: { path: '/dashboard/seasons', area: 'admin' },
  dashboardFaq: { path: '/dashboard/faq', area: 'admin' },
  dashboardInbox: { path: '/dashboard/inbox', area: 'admin' },
  dashboardOrder: { path: '/dashboard/inbox/cake/:id', area: 'admin' },
  dashboardBooking: { path: '/dashboard/inbox/course/:id', area: 'admin' },
  dashboardWaitlistEntry: { path: '/dashboard/inbox/waitlist/:id', area: 'admin' },
  dashboardCustomCake: { path: '/dashboard/inbox/custom/:id', area: 'admin' },
  dashboardScheduled: { path: '/dashboard/scheduled', area: 'admin' },
  dashboardNewOrder: { path: '/dashboard/inbox/new', area: 'admin' },
  dashboardProduction: { path: '/dashboard/production', area: 'admin' },
  // Every administrator reads the shop's settings; only owners save them (the screen says so).
  dashboardSettings: { path: '/dashboard/settings', area: 'admin' },
  dashboardInvoices: { path: '/dashboard/invoices', area: 'admin' },
  dashboardDelivery: { path: '/dashboard/delivery', area: 'admin' },
  dashboardRunSheet: { path: '/dashboard/delivery/run-sheet', area: 'admin' },
  // The owner's screens
  accounts: { path: '/dashboard/accounts', area: 'admin', roles: ['owner'] },
  activity: { path: '/dashboard/activity', area: 'admin', roles: ['owner'] },
  backup: { path: '/dashboard/backup', area: 'admin', roles: ['owner'] },
  // Account and protected pages
  account: { path: '/account', area: 'admin' },
  login: { path: '/account/login', area: 'admin' },
  pages: { path: '/pages', area: 'admin' },
  // The first version's administrators page: now the accounts screen, kept for old bookmarks.
  users: { path: '/pages/users', area: 'admin' },
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof pages;

/** The first path segments of the admin areas (`/dashboard`, `/account`, `/pages`), from the table. */
export const ADMIN_PREFIXES = [
  ...new Set(
    Object.values(pages as Record<string, PageRoute>)
      .filter((page) => page.area === 'admin')
      .map((page) => `/${page.path.split('/')[1] ?? ''}`),
  ),
];

/**
 * The area a path belongs to, page or not: an unknown path inside an admin area gets the
 * dashboard's not-found screen; any other unknown path, the public site's.
 */
export function areaOf(pathname: string): Area {
  const inAdmin = ADMIN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return inAdmin ? 'admin' : 'public';
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed %-escape is just text that matches nothing special
  }
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/** The page a pathname shows, or null when none matches (the BFF answers 404). */
export function matchPage(
  pathname: string,
): { name: PageName; route: PageRoute; params: Record<string, string> } | null {
  for (const [name, route] of Object.entries(pages) as [PageName, PageRoute][]) {
    if (!matches(route.path, pathname)) continue;
    const params: Record<string, string> = {};
    const got = pathname.split('/').filter(Boolean);
    route.path
      .split('/')
      .filter(Boolean)
      .forEach((segment, i) => {
        if (segment.startsWith(':')) params[segment.slice(1)] = decode(got[i] ?? '');
      });
    return { name, route, params };
  }
  return null;
}

/** Fills a pattern's parameters: `pathTo('cake', { id: 3 })` → `/cakes/3`. */
export function pathTo(name: PageName, params: Record<string, string | number> = {}): string {
  return pages[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
}
