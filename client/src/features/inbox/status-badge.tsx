import type { RequestStatus } from '@cakeshop/shared';
import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A request's status as a coloured pill; the colour comes from the sheet by `data-status`. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className="badge status-badge" data-status={status}>
      {t(`dashboard.inbox.status.${status}`)}
    </span>
  );
}

/** A request still waiting for a day its branch has since closed (a closure, a weekly closed day). */
export function DayClosedBadge() {
  const { t } = useTranslation();
  return (
    <span className="badge badge--warning">
      <CalendarX aria-hidden="true" size={14} />
      {t('dashboard.inbox.dayClosed')}
    </span>
  );
}
