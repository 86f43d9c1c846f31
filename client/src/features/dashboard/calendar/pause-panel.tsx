import type { BranchPause, ContactBranch } from '@cakeshop/shared';
import { addDays, todayIn } from '@cakeshop/shared/dates';
import { withHijri } from '@cakeshop/shared/hijri';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCalendarDisplay } from '../../../api/calendar-display';
import { useSiteTimeZone } from '../../../api/settings';
import { branchPausesQuery, pauseBranchOrders, pauseKeys, resumeBranchOrders } from '../../../api/pauses';
import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/form-field';
import { formatDate, joinFacts } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';

type When = 'today' | 'tomorrow' | 'day';
const NOTE_MAX = 200;

/**
 * The ovens are full: one branch stops taking new orders from the website for today, tomorrow or
 * a chosen day, with a note visitors read beside the day. Orders the staff take still go through,
 * and the pause ends by itself once its day is over. Its paused days are listed, each with Resume.
 */
export function PausePanel({ branch }: { branch: ContactBranch }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendar = useCalendarDisplay();
  const timeZone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const headingId = useId();
  const today = todayIn(timeZone);
  const [when, setWhen] = useState<When>('today');
  const [day, setDay] = useState('');
  const [noteEn, setNoteEn] = useState('');
  const [noteAr, setNoteAr] = useState('');
  const [failed, setFailed] = useState(false);
  const pauses = useQuery(branchPausesQuery());
  const mine = (pauses.data ?? []).filter((pause) => pause.branchId === branch.id);
  const name = localized(branch, 'name', language);
  const dayText = (iso: string) => withHijri(formatDate(iso, language), iso, language, calendar);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pauseKeys.all });

  const pause = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: pauseBranchOrders,
    onSuccess: async (saved) => {
      setFailed(false);
      setWhen('today');
      setDay('');
      setNoteEn('');
      setNoteAr('');
      await refresh();
      showToast({ message: t('dashboard.pause.paused', { name, day: dayText(saved.day) }) });
    },
    onError: () => setFailed(true),
  });
  const resume = useMutation({
    mutationFn: (paused: BranchPause) => resumeBranchOrders({ branchId: paused.branchId, day: paused.day }),
    onSuccess: async (_answer, paused) => {
      await refresh();
      showToast({ message: t('dashboard.pause.resumed', { name, day: dayText(paused.day) }) });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (when === 'day' && !day) return setFailed(true);
    pause.mutate({
      branchId: branch.id,
      day: when === 'day' ? `${day}T00:00:00.000Z` : when,
      noteEn,
      noteAr,
    });
  };

  const choices: { value: When; label: string }[] = [
    { value: 'today', label: t('dashboard.pause.today', { day: dayText(today) }) },
    { value: 'tomorrow', label: t('dashboard.pause.tomorrow', { day: dayText(addDays(today, 1)) }) },
    { value: 'day', label: t('dashboard.pause.chosenDay') },
  ];
  return (
    <section className="panel calendar__part pause-panel" aria-labelledby={headingId}>
      <h2 className="calendar__legend" id={headingId}>
        {t('dashboard.pause.title')}
      </h2>
      <p className="form-note">{t('dashboard.pause.intro')}</p>
      {mine.length > 0 && (
        <ul className="pause-panel__list" aria-label={t('dashboard.pause.listLabel', { name })}>
          {mine.map((paused) => (
            <li key={paused.day} className="pause-panel__item">
              <span>{joinFacts([dayText(paused.day), localized(paused, 'note', language)], language)}</span>
              <Button
                variant="secondary"
                busy={resume.isPending && resume.variables.day === paused.day}
                onClick={() => resume.mutate(paused)}
                aria-label={t('dashboard.pause.resumeDay', { day: dayText(paused.day) })}
              >
                {t('dashboard.pause.resume')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="pause-panel__form" onSubmit={onSubmit} noValidate>
        <fieldset className="calendar__modes">
          <legend className="field__label">{t('dashboard.pause.when')}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="check">
              <input
                type="radio"
                className="check__input"
                name="when"
                value={choice.value}
                checked={when === choice.value}
                onChange={() => setWhen(choice.value)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
        {when === 'day' && (
          <FieldFrame
            label={t('dashboard.pause.day')}
            hint={day ? dayText(`${day}T00:00:00.000Z`) : undefined}
            error={failed && !day ? t('dashboard.pause.dayMissing') : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                className="field__input"
                value={day}
                min={today.slice(0, 10)}
                onChange={(event) => setDay(event.target.value)}
                required
              />
            )}
          </FieldFrame>
        )}
        <div className="form-grid">
          <FieldFrame label={t('dashboard.pause.noteEn')} count={{ length: noteEn.length, max: NOTE_MAX }}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                dir="ltr"
                value={noteEn}
                onChange={(event) => setNoteEn(event.target.value)}
              />
            )}
          </FieldFrame>
          <FieldFrame label={t('dashboard.pause.noteAr')} count={{ length: noteAr.length, max: NOTE_MAX }}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                dir="rtl"
                lang="ar"
                value={noteAr}
                onChange={(event) => setNoteAr(event.target.value)}
              />
            )}
          </FieldFrame>
        </div>
        {failed && pause.isError && (
          <p className="field__error" role="alert">
            {t('dashboard.pause.failed')}
          </p>
        )}
        <Button type="submit" busy={pause.isPending}>
          {t('dashboard.pause.submit')}
        </Button>
      </form>
    </section>
  );
}
