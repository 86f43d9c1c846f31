import type { RequestStatus } from '@cakeshop/shared';
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
