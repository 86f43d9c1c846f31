import type { ContentKind, DraftSummary } from '@cakeshop/shared';
import { bilingualPairs } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../../api/settings';
import { draftsQuery } from '../../../api/content';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { missingByLanguage } from '../common/bilingual';
import { MissingLanguages } from '../common/language-status';

/** The drafts of a kind by record id, for a list's rows (none where the backend keeps no drafts). */
export function useDraftSummaries(kind: ContentKind): Map<number | null, DraftSummary> {
  const drafts = useQuery(draftsQuery(kind));
  return new Map((drafts.data ?? []).map((draft) => [draft.id, draft]));
}

/**
 * A list row's standing: unpublished changes (and when they go live), and the language the
 * record (its draft, when it has one) still lacks, so neither site is left half-translated.
 */
export function DraftBadges({
  kind,
  record,
  draft,
}: {
  kind: ContentKind;
  record: object;
  draft: DraftSummary | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const missing = draft
    ? { En: draft.missingEn.length, Ar: draft.missingAr.length }
    : missingByLanguage(record as Record<string, unknown>, bilingualPairs(kind));
  return (
    <span className="draft-badges">
      {draft && <span className="badge">{t('dashboard.drafts.unpublished')}</span>}
      {draft?.publishAt && (
        <span className="badge badge--quiet">
          {t('dashboard.drafts.scheduledBadge', {
            time: formatDateTime(draft.publishAt, language, timeZone),
          })}
        </span>
      )}
      <MissingLanguages missing={missing} />
    </span>
  );
}
