import type { ContentState } from '@cakeshop/shared';
import { formatLocalDateTime, wallClockAt } from '@cakeshop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../../api/home';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';

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
 * the reader's), as the server counts them; a time already past is refused by the server.
 */
export default function ScheduleDialog({ state, onSchedule, onUnschedule, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const timeZone = useSiteTimeZone();
  const [value, setValue] = useState(() => initialTime(state, timeZone));
  const schedule = () => onSchedule(`${value.date}T${value.time}`);
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
            onChange={(event) => setValue({ ...value, date: event.target.value })}
          />
          <TextField
            label={t('dashboard.drafts.time')}
            type="time"
            required
            value={value.time}
            onChange={(event) => setValue({ ...value, time: event.target.value })}
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
