import type { ClosedDayRequest } from '@cakeshop/shared';
import { withHijri } from '@cakeshop/shared/hijri';
import { pathTo } from '@cakeshop/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useCalendarDisplay } from '../../../api/calendar-display';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';

interface ClosingDialogProps {
  /** The requests on the days the calendar closes, as the server listed them. */
  affected: readonly ClosedDayRequest[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const PAGE = { cake: 'dashboardOrder', custom: 'dashboardCustomCake' } as const;

/** What the question asks: days closing, hours changing, or seasonal cakes moving off days. */
const TITLE = {
  closing: 'dashboard.calendar.closing.title',
  hours: 'dashboard.calendar.closing.hoursTitle',
  season: 'dashboard.calendar.closing.seasonTitle',
} as const;
const CONFIRM = {
  closing: 'dashboard.calendar.closing.confirm',
  hours: 'dashboard.calendar.closing.hoursConfirm',
  season: 'dashboard.calendar.closing.seasonConfirm',
} as const;

/**
 * Before a calendar closes days that hold requests: which they are (each opens in a new tab), and
 * what confirming does to them, so the staff decide knowing who will be told.
 */
export function ClosingDialog({ affected, busy, onConfirm, onCancel }: ClosingDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendar = useCalendarDisplay();
  // Only new hours (a season's late nights): nothing closes, so the question says what does change.
  const hoursOnly = affected.every((request) => request.change === 'hours');
  // Only seasonal cakes a moon-sighting shift moves off their days: the branch closes nothing.
  const seasonOnly = affected.every((request) => request.change === 'season');
  const asked = hoursOnly ? 'hours' : seasonOnly ? 'season' : 'closing';
  return (
    <ConfirmDialog
      open
      title={t(TITLE[asked], {
        count: affected.length,
        formatted: formatNumber(affected.length, language),
      })}
      confirmLabel={t(CONFIRM[asked])}
      dismissLabel={t('dashboard.calendar.closing.back')}
      danger={false}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ul className="closing-list">
        {affected.map((request) => (
          <li key={`${request.kind}-${request.id}`}>
            <Link
              to={pathTo(PAGE[request.kind], { id: request.id })}
              target="_blank"
              rel="noopener"
              className="inbox__reference"
              dir="ltr"
            >
              {request.reference}
            </Link>{' '}
            <bdi>{request.customerName}</bdi>
            <span className="muted">
              {' '}
              {request.change === 'hours'
                ? t(`dashboard.calendar.closing.hours.${request.kind}`, {
                    date: withHijri(formatDate(request.day, language), request.day, language, calendar),
                    // Isolated left to right, so an Arabic line keeps 20:00–23:30 in its order.
                    hours: `\u2066${request.hours ?? ''}\u2069`,
                  })
                : request.change === 'season'
                  ? t('dashboard.calendar.closing.season', {
                      date: withHijri(formatDate(request.day, language), request.day, language, calendar),
                    })
                  : t(`dashboard.calendar.closing.kind.${request.kind}`, {
                      date: withHijri(formatDate(request.day, language), request.day, language, calendar),
                    })}
            </span>
          </li>
        ))}
      </ul>
      {affected.some((request) => (request.change ?? 'closed') === 'closed') && (
        <p>{t('dashboard.calendar.closing.told')}</p>
      )}
      {affected.some((request) => request.change === 'season') && (
        <p>{t('dashboard.calendar.closing.toldSeason')}</p>
      )}
      {affected.some((request) => request.change === 'hours') && (
        <p>{t('dashboard.calendar.closing.toldHours')}</p>
      )}
    </ConfirmDialog>
  );
}
