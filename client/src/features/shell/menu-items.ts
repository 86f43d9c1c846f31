import { pages, pathTo } from '@cakeshop/shared/routes';
import type { LucideIcon } from 'lucide-react';
import {
  Cake,
  CalendarClock,
  CircleHelp,
  ClipboardList,
  DatabaseBackup,
  FolderTree,
  GraduationCap,
  History,
  Home,
  Inbox,
  Info,
  Layers,
  LayoutDashboard,
  MapPin,
  Settings,
  Moon,
  ReceiptText,
  Truck,
  UserRound,
  Users,
} from 'lucide-react';

import type { TranslationKey } from '../../lib/route-handle';

/** One entry of the admin menu (the original template's table, without its demo entries). */
export interface MenuItem {
  id: string;
  labelKey: TranslationKey;
  icon?: LucideIcon;
  link?: string;
  parentId?: string;
  subItems?: MenuItem[];
  badge?: { variant: string; textKey: TranslationKey };
  isTitle?: boolean;
  /** Shown only to users holding these roles (the page's own, from the page table). */
  roles?: readonly string[];
}

/** The entries of the week's screens, left out for a backend without the week's rows. */
export const WEEK_ITEMS: ReadonlySet<string> = new Set(['production', 'calendar', 'seasons']);

export const MENU: MenuItem[] = [
  { id: 'menu', labelKey: 'shell.menu.title', isTitle: true },
  { id: 'overview', labelKey: 'shell.menu.overview', icon: LayoutDashboard, link: pathTo('dashboardHome') },
  { id: 'inbox', labelKey: 'shell.menu.inbox', icon: Inbox, link: pathTo('dashboardInbox') },
  {
    id: 'production',
    labelKey: 'shell.menu.production',
    icon: ClipboardList,
    link: pathTo('dashboardProduction'),
  },
  { id: 'invoices', labelKey: 'shell.menu.invoices', icon: ReceiptText, link: pathTo('dashboardInvoices') },
  { id: 'home', labelKey: 'shell.menu.home', icon: Home, link: pathTo('dashboardHomePage') },
  { id: 'about', labelKey: 'shell.menu.about', icon: Info, link: pathTo('dashboardAbout') },
  { id: 'cakes', labelKey: 'shell.menu.cakes', icon: Cake, link: pathTo('dashboardCakes') },
  {
    id: 'instructors',
    labelKey: 'shell.menu.instructor',
    icon: UserRound,
    link: pathTo('dashboardInstructor'),
  },
  { id: 'courses', labelKey: 'shell.menu.courses', icon: GraduationCap, link: pathTo('dashboardCourses') },
  {
    id: 'course-categories',
    labelKey: 'shell.menu.courseCategories',
    icon: FolderTree,
    link: pathTo('dashboardCategories'),
  },
  {
    id: 'cake-categories',
    labelKey: 'shell.menu.cakeCategories',
    icon: Layers,
    link: pathTo('dashboardCakeCategories'),
  },
  { id: 'contact', labelKey: 'shell.menu.contact', icon: MapPin, link: pathTo('dashboardContact') },
  {
    id: 'calendar',
    labelKey: 'shell.menu.calendar',
    icon: CalendarClock,
    link: pathTo('dashboardCalendar'),
  },
  { id: 'seasons', labelKey: 'shell.menu.seasons', icon: Moon, link: pathTo('dashboardSeasons') },
  { id: 'delivery', labelKey: 'shell.menu.delivery', icon: Truck, link: pathTo('dashboardDelivery') },
  { id: 'faq', labelKey: 'shell.menu.faq', icon: CircleHelp, link: pathTo('dashboardFaq') },
  { id: 'settings', labelKey: 'shell.menu.settings', icon: Settings, link: pathTo('dashboardSettings') },
  {
    id: 'scheduled',
    labelKey: 'shell.menu.scheduled',
    icon: CalendarClock,
    link: pathTo('dashboardScheduled'),
  },
  { id: 'owner', labelKey: 'shell.menu.ownerTitle', isTitle: true, roles: pages.accounts.roles },
  {
    id: 'accounts',
    labelKey: 'shell.menu.accounts',
    icon: Users,
    link: pathTo('accounts'),
    roles: pages.accounts.roles,
  },
  {
    id: 'activity',
    labelKey: 'shell.menu.activity',
    icon: History,
    link: pathTo('activity'),
    roles: pages.activity.roles,
  },
  {
    id: 'backup',
    labelKey: 'shell.menu.backup',
    icon: DatabaseBackup,
    link: pathTo('backup'),
    roles: pages.backup.roles,
  },
];
