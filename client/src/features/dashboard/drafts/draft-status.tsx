import type { ContentState } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { homeQuery } from '../../../api/home';
import { Button } from '../../../components/button';
import { formatDateTime, formatDateTimeIn } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** The site's time zone (HomeData.timeZone): scheduled times are read on its clock. */
export function useSiteTimeZone(): string {
  return useQuery(homeQuery()).data?.timeZone ?? 'Asia/Dubai';
}

/**
 * Where a record stands: live only, or a draft (who saved it when) not on the site yet, perhaps
 * scheduled; a draft begun before the live record last changed says so, with a comparison.
 */
export function DraftStatus({ state, onCompare }: { state: ContentState; onCompare: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const { draft } = state;
  if (!draft) return <p className="draft-status muted">{t('dashboard.drafts.noDraft')}</p>;
  return (
    <div className="draft-status">
      <p>
        <span className="badge">{t('dashboard.drafts.unpublished')}</span>{' '}
        {t('dashboard.drafts.savedBy', {
          name: draft.savedBy,
          time: formatDateTime(draft.savedAt, language),
        })}
      </p>
      {draft.publishAt && (
        <p>
          {t('dashboard.drafts.scheduledFor', {
            time: formatDateTimeIn(draft.publishAt, timeZone, language),
            zone: timeZone,
            name: draft.scheduledBy ?? '',
          })}
        </p>
      )}
      {draft.stale && (
        <div className="inline-alert" role="alert">
          <p>
            {t('dashboard.drafts.stale', {
              name: state.publishedBy ?? '',
              time: state.publishedAt ? formatDateTime(state.publishedAt, language) : '',
            })}
          </p>
          <Button variant="secondary" onClick={onCompare}>
            {t('dashboard.drafts.compare')}
          </Button>
        </div>
      )}
    </div>
  );
}
