import { pathTo } from '@cakeshop/shared';

import type { EmailPayload } from '../outbox/channels';
import { wordsIn } from '../outbox/wording';
import type { WaitlistEntryRow } from './waitlist.repository';

/** The visitor's personal link to an offer: their place in line and this offer's secret. */
export function offerLink(siteUrl: string | undefined, row: WaitlistEntryRow): string {
  const query = new URLSearchParams({
    ref: row.reference,
    token: row.offerToken ?? '',
    lang: row.language,
  });
  return `${siteUrl ?? ''}${pathTo('waitlistOffer')}?${query.toString()}`;
}

/** Hours the offer holds its seats, as it was made (the setting may change later). */
const holdHours = (row: WaitlistEntryRow) =>
  Math.max(1, Math.round(((row.offerExpiresAt ?? 0) - Date.parse(row.offeredAt ?? '')) / 3_600_000));

/**
 * The offer in the visitor's language, link included: the e-mail's text and the WhatsApp the
 * staff can send from the inbox say the same. Plain text: nothing a visitor typed is read as markup.
 */
export function offerText(siteUrl: string | undefined, row: WaitlistEntryRow): string {
  const { t, day, pick } = wordsIn(row.language);
  return [
    t('notices.visitor.hello', { name: row.customerName }),
    '',
    t('notices.waitlistOffer.seatsFree', {
      title: pick(row.courseTitleEn, row.courseTitleAr),
      date: day(row.courseStartDate),
    }),
    t('notices.waitlistOffer.held', { count: row.seats, hours: holdHours(row) }),
    '',
    t('notices.waitlistOffer.answer'),
    offerLink(siteUrl, row),
  ].join('\n');
}

export function offerEmail(siteUrl: string | undefined, row: WaitlistEntryRow): EmailPayload {
  const { t, pick } = wordsIn(row.language);
  return {
    to: row.email,
    subject: t('notices.waitlistOffer.subject', { title: pick(row.courseTitleEn, row.courseTitleAr) }),
    text: offerText(siteUrl, row),
  };
}
