import type { ContentKind } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../../api/settings';
import { Button } from '../../../components/button';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { FieldCompare } from './field-compare';
import type { DraftConflict } from './use-draft-controls';

/** Someone saved the record since this form was opened: who and when, theirs beside mine, keep either. */
export default function ConflictDialog({ kind, conflict }: { kind: ContentKind; conflict: DraftConflict }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const { changed } = conflict;
  return (
    <ModalDialog open title={t('dashboard.drafts.conflictTitle')} onClose={conflict.dismiss}>
      <p className="conflict__text" role="alert">
        {t('dashboard.drafts.conflictText', {
          name: changed.by,
          time: changed.at ? formatDateTime(changed.at, language, timeZone) : '',
        })}
      </p>
      <FieldCompare
        kind={kind}
        left={{ label: t('dashboard.drafts.theirs'), fields: conflict.theirs }}
        right={{ label: t('dashboard.drafts.mine'), fields: conflict.mine }}
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={conflict.keepTheirs}>
          {t('dashboard.drafts.keepTheirs')}
        </Button>
        <Button onClick={conflict.keepMine}>{t('dashboard.drafts.keepMine')}</Button>
      </div>
    </ModalDialog>
  );
}
