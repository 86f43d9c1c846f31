import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../../api/settings';
import { restoreVersion, versionQuery, versionsQuery } from '../../../api/content';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import type { DraftScopeValue } from './draft-scope-value';
import { FieldCompare } from './field-compare';

/**
 * The record's last versions on the site (who, when), one beside what the form holds now (the
 * draft, else the live record), and the way back: a version restored becomes the draft.
 */
export default function HistoryDialog({ scope, onClose }: { scope: DraftScopeValue; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const versions = useQuery(versionsQuery(scope.ref));
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = selected ?? versions.data?.[0]?.version ?? null;
  const version = useQuery({ ...versionQuery(scope.ref, chosen ?? 0), enabled: chosen !== null });
  const restore = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (number: number) => restoreVersion(scope.ref, scope.state.version, number),
    onSuccess: (state) => {
      showToast({ message: t('dashboard.drafts.restored'), tone: 'success' });
      scope.update(state);
      onClose();
    },
  });
  const { draft } = scope.state;
  const labelOf = (savedAt: string | null, savedBy: string | null) =>
    savedAt
      ? t('dashboard.drafts.versionBy', {
          time: formatDateTime(savedAt, language, timeZone),
          name: savedBy ?? '',
        })
      : t('dashboard.drafts.versionBefore');

  return (
    <ModalDialog open title={t('dashboard.drafts.historyTitle')} onClose={onClose}>
      {versions.isPending ? (
        <LoadingPanel lines={4} />
      ) : versions.isError ? (
        <ErrorState message={errorText(i18n, versions.error)} onRetry={() => void versions.refetch()} />
      ) : versions.data.length === 0 ? (
        <p className="muted">{t('dashboard.drafts.noVersions')}</p>
      ) : (
        <>
          <ol className="version-list" aria-label={t('dashboard.drafts.versions')}>
            {versions.data.map((item, index) => (
              <li key={item.version}>
                <button
                  type="button"
                  className="version-list__item"
                  aria-pressed={item.version === chosen}
                  onClick={() => setSelected(item.version)}
                >
                  {labelOf(item.savedAt, item.savedBy)}
                  {index === 0 && <span className="badge badge--quiet">{t('dashboard.drafts.live')}</span>}
                </button>
              </li>
            ))}
          </ol>
          {version.data && (
            <FieldCompare
              kind={scope.ref.kind}
              left={{
                label: labelOf(version.data.savedAt, version.data.savedBy),
                fields: version.data.fields,
              }}
              right={{
                label: draft ? t('dashboard.drafts.draftNow') : t('dashboard.drafts.liveNow'),
                fields: draft ? draft.fields : scope.live,
              }}
            />
          )}
          {restore.isError && (
            <p className="form-status" role="alert">
              {errorText(i18n, restore.error)}
            </p>
          )}
          <div className="form-actions">
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button
              busy={restore.isPending}
              disabled={chosen === null}
              onClick={() => chosen !== null && restore.mutate(chosen)}
            >
              {t('dashboard.drafts.restore')}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
