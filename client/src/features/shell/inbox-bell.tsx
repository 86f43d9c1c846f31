import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router-dom';

import { inboxCountsQuery } from '../../api/order';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** Once a minute while the dashboard is open, and whenever the staff come back to its tab. */
const REFRESH_MS = 60_000;

/** The bell: how many orders and bookings are new, and the way to the inbox. */
export function InboxBell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useQuery({
    ...inboxCountsQuery(),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const count = data ? data.newCakeOrders + data.newCourseBookings : 0;
  return (
    <Link
      to={pathTo('dashboardInbox')}
      className="topbar__button topbar__bell"
      aria-label={count > 0 ? t('shell.topbar.inboxNew', { count }) : t('shell.topbar.inbox')}
    >
      <Bell aria-hidden="true" />
      {count > 0 && (
        <span className="topbar__count" aria-hidden="true">
          {formatNumber(Math.min(count, 99), language)}
          {count > 99 ? '+' : ''}
        </span>
      )}
    </Link>
  );
}
