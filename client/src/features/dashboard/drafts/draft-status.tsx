import type { ContentState } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../../api/settings';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

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
          time: formatDateTime(draft.savedAt, language, timeZone),
        })}
      </p>
      {draft.publishAt && (
        <p>
          {t('dashboard.drafts.scheduledFor', {
            time: formatDateTime(draft.publishAt, language, timeZone),
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
              time: state.publishedAt ? formatDateTime(state.publishedAt, language, timeZone) : '',
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
