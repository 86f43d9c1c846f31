import { bilingualPairs } from '@cakeshop/shared';
import { lazy, Suspense, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { FormStatus } from '../../../components/form-status';
import { LanguageStatus } from '../common/language-status';
import { DraftStatus } from './draft-status';
import type { DraftControls } from './use-draft-controls';

const ScheduleDialog = lazy(() => import('./schedule-dialog'));
const ConflictDialog = lazy(() => import('./conflict-dialog'));

interface DraftFooterProps {
  controls: DraftControls;
  /** A dialog's Cancel; a screen's form has none. */
  onCancel?: () => void;
}

/**
 * The end of a form edited as a draft: where the record stands (draft, schedule, languages), then
 * Save draft and Publish (the form's submit, so the form is checked first), and the draft's own
 * actions: preview, schedule, history, discard.
 */
export function DraftFooter({ controls, onCancel }: DraftFooterProps) {
  const { t } = useTranslation();
  const form = useFormContext();
  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  const [scheduling, setScheduling] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const { scope, pending, run } = controls;
  const { draft } = scope.state;
  const busy = pending !== null;
  const checked = (then: () => void) => () => void form.handleSubmit(then)();

  return (
    <div className="draft-footer">
      <DraftStatus state={scope.state} onCompare={controls.compare} />
      <LanguageStatus values={values} specs={bilingualPairs(scope.ref.kind)} />
      <FormStatus />
      <div className="draft-footer__tools" role="group" aria-label={t('dashboard.drafts.tools')}>
        <Button variant="ghost" busy={pending === 'preview'} disabled={busy} onClick={() => run('preview')}>
          {t('dashboard.drafts.preview')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => setScheduling(true)}>
          {draft?.publishAt ? t('dashboard.drafts.rescheduled') : t('dashboard.drafts.schedule')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={scope.showHistory}>
          {t('dashboard.drafts.history')}
        </Button>
        {draft && (
          <Button variant="ghost" disabled={busy} onClick={() => setDiscarding(true)}>
            {t('dashboard.drafts.discard')}
          </Button>
        )}
      </div>
      <div className="form-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
        <Button variant="secondary" busy={pending === 'save'} disabled={busy} onClick={() => run('save')}>
          {t('dashboard.drafts.saveDraft')}
        </Button>
        <Button type="submit" busy={pending === 'publish'} disabled={busy}>
          {t('dashboard.drafts.publish')}
        </Button>
      </div>
      <ConfirmDialog
        open={discarding}
        title={t('dashboard.drafts.discardTitle')}
        confirmLabel={t('dashboard.drafts.discard')}
        busy={pending === 'standing'}
        onCancel={() => setDiscarding(false)}
        onConfirm={() => {
          setDiscarding(false);
          controls.discard();
        }}
      >
        <p>{t('dashboard.drafts.discardText')}</p>
      </ConfirmDialog>
      <Suspense>
        {scheduling && (
          <ScheduleDialog
            state={scope.state}
            onClose={() => setScheduling(false)}
            onSchedule={(publishAt) => {
              setScheduling(false);
              checked(() => run('schedule', { publishAt }))();
            }}
            onUnschedule={() => {
              setScheduling(false);
              controls.unschedule();
            }}
          />
        )}
        {controls.conflict && <ConflictDialog kind={scope.ref.kind} conflict={controls.conflict} />}
      </Suspense>
    </div>
  );
}
