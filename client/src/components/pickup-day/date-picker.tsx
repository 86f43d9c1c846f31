import { addDays } from '@cakeshop/shared/dates';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber, localeOf } from '../../lib/format';
import type { Language } from '../../lib/language';
import { useLanguage } from '../../lib/use-language';
import type { DayView } from './pickup-day-view';
import { dayText } from './pickup-day-view';

/** The week starts on Saturday in Arabic (as in the Gulf), on Monday in English (as in the UK). */
const WEEK_START: Record<Language, number> = { en: 1, ar: 6 };
const DAY_MS = 86_400_000;

const weekdayOf = (iso: string) => new Date(iso).getUTCDay();
const monthOf = (iso: string) => iso.slice(0, 7);

/** Day moves by key; in right-to-left, the arrows follow the reading direction. */
function keyMove(key: string, rtl: boolean, column: number): number | 'month-' | 'month+' | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  if (key === 'ArrowDown') return 7;
  if (key === 'ArrowUp') return -7;
  if (key === 'Home') return -column;
  if (key === 'End') return 6 - column;
  if (key === 'PageUp') return 'month-';
  if (key === 'PageDown') return 'month+';
  return null;
}

/** The weeks of a month as rows of seven cells, each a day of `days` or empty. */
function weeksOf(month: string, days: readonly DayView[], start: number): (DayView | null)[][] {
  const inMonth = days.filter((day) => monthOf(day.iso) === month);
  const first = inMonth[0];
  if (!first) return [];
  const cells: (DayView | null)[] = Array.from(
    { length: (weekdayOf(first.iso) - start + 7) % 7 },
    () => null,
  );
  cells.push(...inMonth);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

/**
 * The pick-up days as a month grid, phone-sized: a day that cannot be chosen is marked and
 * says why ("Closed", "Full", "Too soon") to the eye and to a screen reader, and a tap on it
 * tells the reason below the grid. Arrow keys move by day and week (mirrored in Arabic), Home
 * and End to the week's ends, Page Up and Down by month; the chosen day goes in a hidden field.
 */
export function DatePicker({
  days,
  name,
  value,
  onChange,
  labelId,
  describedBy,
}: {
  days: readonly DayView[];
  name: string;
  value: string;
  onChange: (value: string) => void;
  labelId: string;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = language === 'ar';
  const start = WEEK_START[language];
  const months = [...new Set(days.map((day) => monthOf(day.iso)))];
  const chosen = days.find((day) => day.value === value);
  const firstOpen = days.find((day) => day.state === 'open');
  const [focused, setFocused] = useState(chosen?.value ?? firstOpen?.value ?? days[0]?.value ?? '');
  const [month, setMonth] = useState(monthOf(chosen?.iso ?? firstOpen?.iso ?? days[0]?.iso ?? ''));
  const [told, setTold] = useState<DayView | undefined>(undefined);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const statusId = useId();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const moveTo = (target: DayView | undefined) => {
    if (!target) return;
    moved.current = true;
    setFocused(target.value);
    setMonth(monthOf(target.iso));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: DayView) => {
    const move = keyMove(event.key, rtl, (weekdayOf(day.iso) - start + 7) % 7);
    if (move === null) return;
    event.preventDefault();
    if (typeof move === 'number') {
      const target = addDays(day.iso, move);
      const found = days.find((each) => each.value === target.slice(0, 10));
      moveTo(found ?? (move > 0 ? days.at(-1) : days[0]));
      return;
    }
    const shifted = months[months.indexOf(month) + (move === 'month+' ? 1 : -1)];
    if (!shifted) return;
    const sameDay = days.find(
      (each) => monthOf(each.iso) === shifted && each.iso.slice(8, 10) === day.iso.slice(8, 10),
    );
    moveTo(sameDay ?? days.find((each) => monthOf(each.iso) === shifted));
  };

  const choose = (day: DayView) => {
    setFocused(day.value);
    setTold(day);
    if (day.state === 'open') onChange(day.value);
  };

  const monthIndex = months.indexOf(month);
  const monthName = month
    ? new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-01T00:00:00Z`),
      )
    : '';
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', timeZone: 'UTC' }).format(
      // 4 January 1970 was a Sunday.
      new Date(((start + i) % 7) * DAY_MS + 3 * DAY_MS),
    ),
  );
  const shown = told ?? chosen;
  return (
    <div className="date-picker">
      <input type="hidden" name={name} value={value} />
      <div className="date-picker__head">
        <button
          type="button"
          className="date-picker__turn"
          onClick={() => setMonth(months[monthIndex - 1] ?? month)}
          disabled={monthIndex <= 0}
          aria-label={t('site.calendar.previousMonth')}
        >
          <ChevronLeft className="flip-rtl" aria-hidden="true" size={22} />
        </button>
        <p className="date-picker__month" aria-live="polite">
          {monthName}
        </p>
        <button
          type="button"
          className="date-picker__turn"
          onClick={() => setMonth(months[monthIndex + 1] ?? month)}
          disabled={monthIndex >= months.length - 1}
          aria-label={t('site.calendar.nextMonth')}
        >
          <ChevronRight className="flip-rtl" aria-hidden="true" size={22} />
        </button>
      </div>
      <table
        className="date-picker__grid"
        role="grid"
        ref={grid}
        aria-labelledby={labelId}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday}>
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month, days, start).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <td key={day.value} aria-selected={day.value === value}>
                    <button
                      type="button"
                      className="date-picker__day"
                      data-day={day.value}
                      data-state={day.state}
                      aria-disabled={day.state === 'open' ? undefined : true}
                      tabIndex={day.value === focused ? 0 : -1}
                      onClick={() => choose(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      <span className="date-picker__number" aria-hidden="true">
                        {formatNumber(Number(day.value.slice(8, 10)), language)}
                      </span>
                      {(day.state === 'closed' || day.state === 'full') && (
                        <span className="date-picker__reason" aria-hidden="true">
                          {day.reason}
                        </span>
                      )}
                      {/* The day's name comes from its words, not a label, so what shows is part of it. */}
                      <span className="visually-hidden">{dayText(day, language)}</span>
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="date-picker__told" id={statusId} aria-live="polite">
        {shown ? dayText(shown, language) : t('site.calendar.pick')}
      </p>
      <ul className="date-picker__legend" aria-hidden="true">
        <li data-state="closed">{t('site.calendar.closed')}</li>
        <li data-state="full">{t('site.calendar.full')}</li>
        <li data-state="too_soon">{t('site.calendar.tooSoon')}</li>
      </ul>
    </div>
  );
}
