import type { Activity, ActivityDetails, PaymentMethod, RequestStatus } from '@cakeshop/shared';
import { isErrorCode, PAYMENT_METHODS, REQUEST_STATUSES } from '@cakeshop/shared';

import type { I18n } from '../../../lib/i18n';
import { formatDate, formatDateTime, formatNumber, formatPrice } from '../../../lib/format';
import type { Language } from '../../../lib/language';

/** What wording a row needs besides its own details. */
export interface ActivityWords {
  i18n: Pick<I18n, 't'>;
  language: Language;
  /** The site's currency, for a payment's amount. */
  currency: string;
  /** The shop's time zone (HomeData.timeZone): a moment reads on its clock. */
  timeZone: string;
}

// A reference reads left to right inside an Arabic sentence, and a name the way it is written,
// without turning the sentence around it: Unicode's isolates do for plain text what <bdi> does.
const ltr = (text: string) => `\u2066${text}\u2069`;
const own = (text: string) => `\u2068${text}\u2069`;

type Values = Record<string, string | number>;

type DetailKey =
  | 'status'
  | 'quoted'
  | 'answered'
  | 'pickup'
  | 'seats'
  | 'cancel'
  | 'payment'
  | 'request'
  | 'overCapacity'
  | 'fromWaitlist'
  | 'fromCustom'
  | 'branches'
  | 'backup'
  | 'scheduled'
  | 'version'
  | 'notPublished';

const STATUSES = new Set<string>(Object.values(REQUEST_STATUSES).flat());
const isStatus = (value: string): value is RequestStatus => STATUSES.has(value);
const isMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

function wording({ i18n, language, currency }: ActivityWords) {
  const say = (key: DetailKey, values: Values = {}) => i18n.t(`dashboard.activity.details.${key}`, values);
  return {
    say,
    // A status or a method this client does not know yet reads as the API names it.
    status: (status: string) => (isStatus(status) ? i18n.t(`dashboard.inbox.status.${status}`) : status),
    method: (method: string) => (isMethod(method) ? i18n.t(`dashboard.custom.methods.${method}`) : method),
    name: (en: string, ar: string) => own((language === 'ar' ? ar || en : en || ar) || '—'),
    money: (amount: number) => formatPrice(amount, currency, language),
    language,
  };
}

type Wording = ReturnType<typeof wording>;

/** A visitor's own change: days and seats as the reader writes them, a cancellation by its statuses. */
function changeText(details: Extract<ActivityDetails, { kind: 'change' }>, w: Wording): string {
  const reference = ltr(details.reference);
  if (details.change === 'pickup')
    return w.say('pickup', {
      reference,
      from: formatDate(details.from, w.language),
      to: formatDate(details.to, w.language),
    });
  if (details.change === 'seats')
    return w.say('seats', {
      reference,
      from: formatNumber(Number(details.from), w.language),
      to: formatNumber(Number(details.to), w.language),
    });
  return w.say('cancel', { reference, from: w.status(details.from), to: w.status(details.to) });
}

/** A status moved: a quote says its price, an accepted quote the order it became. */
function statusText(details: Extract<ActivityDetails, { kind: 'status' }>, w: Wording): string {
  const values = {
    reference: ltr(details.reference),
    from: w.status(details.from),
    to: w.status(details.to),
  };
  if (details.price !== undefined) return w.say('quoted', { ...values, price: w.money(details.price) });
  if (details.order) return w.say('answered', { ...values, order: ltr(details.order) });
  return w.say('status', values);
}

/** A day and time on the site's clock as stored (`2026-04-09T06:00`), written as the reader writes them. */
const wallClock = (at: string, language: Language) => formatDateTime(`${at}:00.000Z`, language, 'UTC');

/**
 * What a row of the log did, in the reader's language, from its details; null for a row without
 * them (written before they existed, or by a backend that sends none): its summary is shown as
 * the server wrote it.
 */
export function activityText(row: Pick<Activity, 'details'>, words: ActivityWords): string | null {
  const { details } = row;
  if (!details) return null;
  const w = wording(words);
  switch (details.kind) {
    case 'named':
      return w.name(details.en, details.ar);
    case 'request':
      return w.say(details.overCapacity ? 'overCapacity' : 'request', { reference: ltr(details.reference) });
    case 'status':
      return statusText(details, w);
    case 'change':
      return changeText(details, w);
    case 'payment':
      return w.say('payment', {
        reference: ltr(details.reference),
        method: w.method(details.method),
        amount: w.money(details.amount),
      });
    case 'madeFrom':
      return w.say(details.sourceKind === 'waitlist' ? 'fromWaitlist' : 'fromCustom', {
        reference: ltr(details.reference),
        source: ltr(details.source),
      });
    case 'branches':
      return w.say('branches', { count: details.count });
    case 'backup':
      return w.say('backup', { time: formatDateTime(details.createdAt, words.language, words.timeZone) });
    case 'scheduled':
      return w.say('scheduled', {
        name: w.name(details.en, details.ar),
        time: wallClock(details.at, words.language),
      });
    case 'version':
      return w.say('version', { version: details.version });
    case 'notPublished':
      return w.say('notPublished', {
        reason: isErrorCode(details.code)
          ? words.i18n.t(`common.errors.codes.${details.code}`, { defaultValue: details.code })
          : details.code,
      });
  }
}
