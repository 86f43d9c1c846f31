import type { BranchCalendar, BranchCalendarInput } from '@cakeshop/shared';

import { dayToIso, isoToDay } from '../../../components/dashboard/day-input';

/** The weekdays as the form lists them, Monday first (0 is Sunday, as in JavaScript). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** One weekday as the form holds it: whether the branch opens, and when. */
interface DayValues {
  weekday: number;
  open: boolean;
  opensAt: string;
  closesAt: string;
}

/** One dated exception; `exceptionId` because the field array keeps `id` for itself. */
export interface ExceptionValues {
  exceptionId: number | null;
  /** `YYYY-MM-DD`, as the date input holds it. */
  from: string;
  /** Empty: the same day as `from`. */
  to: string;
  closed: boolean;
  opensAt: string;
  closesAt: string;
  noteEn: string;
  noteAr: string;
}

export interface CalendarFormValues {
  /** `everyDay`: not set up (every day open, as before); `week`: the days below. */
  weekMode: 'everyDay' | 'week';
  /** Seven rows, in WEEKDAYS order. */
  days: DayValues[];
  exceptions: ExceptionValues[];
  orderCutoff: string;
  dailyCapacity: string;
}

const EXCEPTION_FIELDS = ['from', 'to', 'closed', 'opensAt', 'closesAt', 'noteEn', 'noteAr'] as const;
const DAY_FIELDS = ['opensAt', 'closesAt'] as const;

/** A branch that has no calendar yet: every day open, no exceptions, no cut-off, no cap. */
export const notSetUp = (branchId: number): BranchCalendar => ({
  branchId,
  week: null,
  exceptions: [],
  orderCutoff: null,
  dailyCapacity: null,
});

export const emptyException = (): ExceptionValues => ({
  exceptionId: null,
  from: '',
  to: '',
  closed: true,
  opensAt: '',
  closesAt: '',
  noteEn: '',
  noteAr: '',
});

export function calendarDefaults(calendar: BranchCalendar): CalendarFormValues {
  return {
    weekMode: calendar.week === null ? 'everyDay' : 'week',
    days: WEEKDAYS.map((weekday) => {
      const hours = calendar.week?.find((day) => day.weekday === weekday);
      // A week not set up starts with every day open, as the branch is now.
      return {
        weekday,
        open: calendar.week === null || hours !== undefined,
        opensAt: hours?.opensAt ?? '',
        closesAt: hours?.closesAt ?? '',
      };
    }),
    exceptions: calendar.exceptions.map((exception) => ({
      exceptionId: exception.id,
      from: isoToDay(exception.from),
      to: exception.to === exception.from ? '' : isoToDay(exception.to),
      closed: exception.closed,
      opensAt: exception.opensAt ?? '',
      closesAt: exception.closesAt ?? '',
      noteEn: exception.noteEn ?? '',
      noteAr: exception.noteAr ?? '',
    })),
    orderCutoff: calendar.orderCutoff ?? '',
    dailyCapacity: calendar.dailyCapacity === null ? '' : String(calendar.dailyCapacity),
  };
}

/**
 * The UpdateBranchCalendar body: the open weekdays only (a weekday left out is closed), or no
 * week at all when it is not set up; days as ISO; a closed exception without hours.
 */
export function toCalendarBody(branchId: number, values: CalendarFormValues): BranchCalendarInput {
  return {
    branchId,
    week:
      values.weekMode === 'everyDay'
        ? null
        : values.days
            .filter((day) => day.open)
            .map(({ weekday, opensAt, closesAt }) => ({ weekday, opensAt, closesAt })),
    exceptions: values.exceptions.map(({ exceptionId, from, to, closed, opensAt, closesAt, ...notes }) => ({
      ...(exceptionId ? { id: exceptionId } : {}),
      from: dayToIso(from),
      to: dayToIso(to || from),
      closed,
      opensAt: closed ? '' : opensAt,
      closesAt: closed ? '' : closesAt,
      ...notes,
    })),
    orderCutoff: values.orderCutoff,
    dailyCapacity: values.dailyCapacity,
  };
}

/**
 * The form's field for a path of the body: the body's `week.N` is the N-th open weekday, a row
 * of `days`; a `to` left empty was sent as `from`, so its problem belongs to `from`.
 */
export function calendarFormPath(path: string, values: CalendarFormValues): string {
  const [head, index, field, ...rest] = path.split('.');
  if (head === 'week') {
    if (index === undefined) return 'days';
    const row = values.days.flatMap((day, at) => (day.open ? [at] : []))[Number(index)];
    return row === undefined ? 'days' : ['days', row, field, ...rest].filter(Boolean).join('.');
  }
  if (head === 'exceptions' && field === 'to' && values.exceptions[Number(index)]?.to === '')
    return `exceptions.${index}.from`;
  return path;
}

/** Whether the form shows a field at this path (a server's detail lands beside it). */
export function isCalendarField(path: string, values: CalendarFormValues): boolean {
  const [head, index, field, ...rest] = path.split('.');
  if (head === 'orderCutoff' || head === 'dailyCapacity') return index === undefined;
  if (rest.length > 0 || !/^\d+$/.test(index ?? '')) return false;
  const known = (fields: readonly string[], rows: number) =>
    Number(index) < rows && fields.includes(field ?? '');
  if (head === 'days') return known(DAY_FIELDS, values.days.length);
  if (head === 'exceptions') return known(EXCEPTION_FIELDS, values.exceptions.length);
  return false;
}
