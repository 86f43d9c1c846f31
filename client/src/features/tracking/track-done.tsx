import type { VisitorChange } from '@cakeshop/shared';
import { withHijri } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';
import { isChange } from './track-changes';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** A change just made: which, to what request, and its new day or seats. */
export interface Done {
  change: VisitorChange;
  reference: string;
  date: string;
  seats: string;
}

/** What the address of the page a change redirected to says was done (`?ref=…&done=pickup&date=…`). */
export function doneOf(search: URLSearchParams): Done | undefined {
  const change = search.get('done');
  if (!isChange(change)) return undefined;
  return {
    change,
    reference: search.get('ref') ?? '',
    date: search.get('date') ?? '',
    seats: search.get('seats') ?? '',
  };
}

/**
 * Says that the change went through. `focus`: shown where the change was made (with script), it
 * takes the focus, so the visitor who pressed the button far down the page sees it.
 */
export function TrackDone({
  done,
  calendar,
  focus = false,
}: {
  done: Done;
  /** The shop's calendar display: the Hijri date beside the new day or not. */
  calendar: CalendarDisplay;
  focus?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) said.current?.focus();
  }, [focus, done]);
  const date = /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(done.date)
    ? withHijri(formatDate(done.date, language), done.date, language, calendar)
    : '';
  return (
    <p className="track__done" role="status" ref={said} tabIndex={focus ? -1 : undefined}>
      <CheckCircle2 aria-hidden="true" size={20} />
      <span>
        {t(`site.track.done.${done.change}`, { reference: done.reference, date, seats: done.seats })}
      </span>
    </p>
  );
}
