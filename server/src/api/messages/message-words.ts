import { pathTo } from '@cakeshop/shared';
import type { MessageKind, RequestKind } from '@cakeshop/shared';
import { withHijri } from '@cakeshop/shared/hijri';
import type { CalendarDisplay } from '@cakeshop/shared/hijri';

import type { Language } from '../outbox/wording';
import { wordsIn } from '../outbox/wording';
import type { Place } from '../requests/places';
import { hoursOf } from '../requests/places';
import type { Line, MessageText, Segment } from './message-text';
import { worded } from './message-text';

/** Everything a status message may say, gathered from the request, its place and the site. */
export interface MessageFacts {
  kind: RequestKind;
  messageKind: MessageKind;
  language: Language;
  reference: string;
  customerName: string;
  titleEn: string;
  titleAr: string;
  /** The pick-up day or the class's day (ISO at UTC midnight). */
  day: string | null;
  /** `HH:mm`, site-local, when the class has a start time. */
  time: string | null;
  /** What was asked for, one line each, in the visitor's language (the kind words its own). */
  lines: string[];
  place: Place | undefined;
  bringEn: string;
  bringAr: string;
  brandNameEn: string;
  brandNameAr: string;
  /** The shop's calendar display: the Umm al-Qura date beside the day or not. */
  calendar: CalendarDisplay;
  /** The site's public address (SITE_URL), for the tracking link; none without it. */
  siteUrl: string | undefined;
  /** Lines the sender adds after the opening one (a quote's price and deposit), in `language`. */
  more?: Line[] | undefined;
  /** What the tracking link's line says (`notices.messages.track` by default: see or change it). */
  trackKey?: string | undefined;
}

/** What each message tells besides its opening line: the place, what to bring, the request's lines. */
const SHOWS: Record<MessageKind, { lines: boolean; place: boolean; bring: boolean }> = {
  orderConfirmed: { lines: true, place: true, bring: false },
  orderReady: { lines: true, place: true, bring: false },
  orderMissed: { lines: true, place: true, bring: false },
  bookingConfirmed: { lines: true, place: true, bring: true },
  classReminder: { lines: false, place: true, bring: true },
  classCancelled: { lines: true, place: false, bring: false },
  quoteSent: { lines: false, place: false, bring: false },
  dayClosed: { lines: true, place: false, bring: false },
  // The place's lines say the day's new hours.
  hoursChanged: { lines: true, place: true, bring: false },
  seasonMoved: { lines: true, place: false, bring: false },
  paymentReceived: { lines: false, place: false, bring: false },
  refundIssued: { lines: false, place: false, bring: false },
  balanceDue: { lines: false, place: false, bring: false },
  deliveryOut: { lines: true, place: false, bring: false },
  deliveryDone: { lines: false, place: false, bring: false },
  deliveryFailed: { lines: false, place: false, bring: false },
  // The lines hold the delivery's new day and window.
  deliveryMoved: { lines: true, place: false, bring: false },
  orderExpired: { lines: true, place: false, bring: false },
  latePaymentKept: { lines: true, place: true, bring: false },
  latePaymentRefunded: { lines: false, place: false, bring: false },
  bookingExpired: { lines: true, place: false, bring: false },
  lateBookingKept: { lines: true, place: true, bring: true },
  lateBookingRefunded: { lines: false, place: false, bring: false },
};

const trackUrl = (siteUrl: string, reference: string, language: Language) =>
  `${siteUrl}${pathTo('track')}?ref=${reference}&lang=${language}`;

/** A status message in the visitor's language, as lines that render to HTML and to text alike. */
export function composeMessage(facts: MessageFacts): MessageText {
  const { messageKind, language, reference, place } = facts;
  const { t, day, time, pick } = wordsIn(language);
  const say = (key: string, values?: Record<string, Segment | string>) => worded(t, key, values);
  const ref: Segment = { ltr: reference };
  const date = facts.day ? withHijri(day(facts.day), facts.day, language, facts.calendar) : day(null);
  const when = facts.time ? t('notices.messages.when', { date, time: time(facts.time) }) : date;
  const shows = SHOWS[messageKind];
  const hours = hoursOf(place, pick);
  const bring = pick(facts.bringEn, facts.bringAr);
  const brand = pick(facts.brandNameEn, facts.brandNameAr) || t('common.brand');
  const block = (lines: Line[]) => (lines.length > 0 ? [[], ...lines] : []);
  const lines: Line[] = [
    say('notices.visitor.hello', { name: facts.customerName }),
    [],
    say(`notices.messages.intro.${messageKind}`, {
      reference: ref,
      date,
      when,
      place: place ? pick(place.nameEn, place.nameAr) : '',
    }),
    ...(facts.more ? block(facts.more) : []),
    ...(shows.lines ? block(facts.lines.map((text) => [{ text }])) : []),
    ...(shows.place && place
      ? block([
          say('notices.messages.place', {
            place: pick(place.nameEn, place.nameAr),
            address: pick(place.addressEn, place.addressAr),
          }),
          ...(place.mapUrl ? [say('notices.messages.map', { url: { link: place.mapUrl } })] : []),
          ...(hours && 'day' in hours ? [say('notices.messages.dayHours', { hours: time(hours.day) })] : []),
          ...(hours && 'text' in hours ? [say('notices.messages.hours', { hours: hours.text })] : []),
        ])
      : []),
    ...(shows.bring && bring ? block([say('notices.messages.bring', { bring })]) : []),
    ...block([
      ...(place?.phone ? [say('notices.messages.phone', { phone: { ltr: place.phone } })] : []),
      ...(facts.siteUrl
        ? [
            say(facts.trackKey ?? 'notices.messages.track', {
              url: { link: trackUrl(facts.siteUrl, reference, language) },
            }),
          ]
        : []),
    ]),
    [],
    say('notices.messages.signature', { brand }),
  ];
  const subject = say(`notices.messages.subject.${messageKind}`, {
    reference: ref,
    title: pick(facts.titleEn, facts.titleAr),
  });
  return {
    language,
    subject: subject
      .map((part) => ('text' in part ? part.text : 'ltr' in part ? part.ltr : part.link))
      .join(''),
    lines,
  };
}
