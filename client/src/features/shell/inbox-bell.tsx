import { pathTo } from '@cakeshop/shared/routes';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useInboxCounts } from './use-inbox-counts';

/** The bell: how many orders and bookings are new, and the way to the inbox. */
export function InboxBell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { newCount: count, available } = useInboxCounts();
  if (!available) return null;
  const shown = `${formatNumber(Math.min(count, 99), language)}${count > 99 ? '+' : ''}`;
  return (
    <Link
      to={pathTo('dashboardInbox')}
      className="topbar__button topbar__bell"
      // The name holds the number as shown (Arabic digits, 99+), so what is seen is what is read.
      aria-label={count > 0 ? t('shell.topbar.inboxNew', { count, number: shown }) : t('shell.topbar.inbox')}
    >
      <Bell aria-hidden="true" />
      {count > 0 && (
        <span className="topbar__count" aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}
