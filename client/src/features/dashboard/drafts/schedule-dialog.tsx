import type { ContentState } from '@cakeshop/shared';
import { formatLocalDateTime, wallClockAt } from '@cakeshop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../../api/settings';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

interface ScheduleDialogProps {
  state: ContentState;
  onSchedule: (publishAt: string) => void;
  onUnschedule: () => void;
  onClose: () => void;
}

/** Tomorrow at 06:00 on the site's clock, or the time already set. */
function initialTime(state: ContentState, timeZone: string): { date: string; time: string } {
  const at = state.draft?.publishAt;
  const local = at
    ? formatLocalDateTime(wallClockAt(new Date(at), timeZone))
    : `${formatLocalDateTime(wallClockAt(new Date(Date.now() + 86_400_000), timeZone)).slice(0, 10)}T06:00`;
  return { date: local.slice(0, 10), time: local.slice(11) };
}

/**
 * When the draft goes live by itself: a date and a time on the site's clock (its time zone, not
 * the reader's), as the server counts them. A time already past is said beside the fields, with
 * the site's time now, before anything is sent (the server refuses it too).
 */
export default function ScheduleDialog({ state, onSchedule, onUnschedule, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const [value, setValue] = useState(() => initialTime(state, timeZone));
  const [passed, setPassed] = useState<string | undefined>(undefined);
  const change = (next: typeof value) => {
    setValue(next);
    setPassed(undefined);
  };
  const schedule = () => {
    const now = new Date();
    const wanted = `${value.date}T${value.time}`;
    if (wanted <= formatLocalDateTime(wallClockAt(now, timeZone))) {
      setPassed(
        t('dashboard.drafts.timePassed', { now: formatDateTime(now.toISOString(), language, timeZone) }),
      );
      return;
    }
    onSchedule(wanted);
  };
  return (
    <ModalDialog open title={t('dashboard.drafts.scheduleTitle')} onClose={onClose} size="small">
      {/*
        No <form> of its own: the dialog sits inside the record's form, and forms do not nest. Enter
        schedules, as a form's would, instead of submitting the record's form (Publish).
      */}
      <div
        className="entity-form"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          schedule();
        }}
      >
        <p className="form-note">{t('dashboard.drafts.scheduleZone', { zone: timeZone })}</p>
        <div className="form-grid">
          <TextField
            label={t('dashboard.drafts.date')}
            type="date"
            required
            value={value.date}
            onChange={(event) => change({ ...value, date: event.target.value })}
          />
          <TextField
            label={t('dashboard.drafts.time')}
            type="time"
            required
            value={value.time}
            error={passed}
            onChange={(event) => change({ ...value, time: event.target.value })}
          />
        </div>
        <div className="form-actions">
          {state.draft?.publishAt && (
            <Button variant="secondary" onClick={onUnschedule}>
              {t('dashboard.drafts.unschedule')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={schedule}>{t('dashboard.drafts.scheduleConfirm')}</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
