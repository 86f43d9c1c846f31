import { pathTo } from '@cakeshop/shared';

import type { EmailPayload } from './channels';
import type { VisitorRequestNotice } from './notifications';

type Language = 'en' | 'ar';

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

function day(iso: string | null, language: Language): string {
  if (!iso) return language === 'ar' ? 'يُحدَّد لاحقًا' : 'to be announced';
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

function money(amount: number, currency: string, language: Language): string {
  try {
    return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

const title = (notice: VisitorRequestNotice, language: Language) =>
  language === 'ar' ? notice.titleAr || notice.titleEn : notice.titleEn || notice.titleAr;

/** The lines that say what was asked for, in one language. */
function whatLines(notice: VisitorRequestNotice, language: Language): string[] {
  const ar = language === 'ar';
  if (notice.kind === 'cake') {
    const branch = ar ? notice.branchAr || notice.branchEn : notice.branchEn || notice.branchAr;
    return [
      `${ar ? 'الكعكة' : 'Cake'}: ${title(notice, language)} × ${notice.quantity}`,
      `${ar ? 'الاستلام' : 'Pick-up'}: ${day(notice.date, language)}, ${branch}`,
      ...(notice.cakeMessage
        ? [`${ar ? 'العبارة على الكعكة' : 'Message on the cake'}: ${notice.cakeMessage}`]
        : []),
      `${ar ? 'المجموع' : 'Total'}: ${money(notice.total, notice.currency, language)}`,
    ];
  }
  return [
    `${ar ? 'الدورة' : 'Course'}: ${title(notice, language)}`,
    `${ar ? 'تبدأ' : 'Starts'}: ${day(notice.date, language)}`,
    `${ar ? 'المقاعد' : 'Seats'}: ${notice.seats}`,
  ];
}

/** The tracking page with the reference filled in, in the visitor's language. */
const trackUrl = (siteUrl: string, notice: VisitorRequestNotice) =>
  `${siteUrl}${pathTo('track')}?ref=${notice.reference}&lang=${notice.language}`;

/** The inbox found on this request. */
const inboxUrl = (siteUrl: string, notice: VisitorRequestNotice) =>
  `${siteUrl}${pathTo('dashboardInbox')}?${notice.kind === 'course' ? 'tab=course&' : ''}q=${notice.reference}`;

/** The staff's notice of a new request (English, with the names in both languages). */
export function staffEmail(notice: VisitorRequestNotice, to: string, siteUrl?: string): EmailPayload {
  const kind = notice.kind === 'cake' ? 'cake order' : 'course booking';
  return {
    to,
    subject: `New ${kind} ${notice.reference}: ${notice.titleEn}`,
    text: [
      `A new ${kind} came in. Reference: ${notice.reference}`,
      '',
      ...whatLines(notice, 'en'),
      ...(notice.titleAr ? [`(${notice.titleAr})`] : []),
      '',
      `Name: ${notice.customerName}`,
      `Phone: ${notice.phone}`,
      ...(notice.email ? [`E-mail: ${notice.email}`] : []),
      `Language: ${notice.language === 'ar' ? 'Arabic' : 'English'}`,
      ...(notice.notes ? ['', `Notes: ${notice.notes}`] : []),
      '',
      siteUrl
        ? `Open it in the inbox to confirm it: ${inboxUrl(siteUrl, notice)}`
        : 'Open the inbox in the dashboard to confirm it.',
    ].join('\n'),
  };
}

/** The visitor's confirmation, in the language they used on the site. */
export function visitorEmail(notice: VisitorRequestNotice, siteUrl?: string): EmailPayload {
  const language = notice.language;
  const ar = language === 'ar';
  const cake = notice.kind === 'cake';
  const subject = ar
    ? `${cake ? 'طلبك' : 'حجزك'} ${notice.reference}`
    : `Your ${cake ? 'order' : 'booking'} ${notice.reference}`;
  const text = [
    ar ? `مرحبًا ${notice.customerName}،` : `Hello ${notice.customerName},`,
    '',
    ar
      ? `وصلنا ${cake ? 'طلبك' : 'حجزك'}، شكرًا لك. رقم المرجع: ${notice.reference}`
      : `Thank you: we have your ${cake ? 'order' : 'booking'}. Your reference is ${notice.reference}.`,
    '',
    ...whatLines(notice, language),
    '',
    ar
      ? 'سنتصل بك قريبًا لتأكيده. يمكنك متابعة حالته في صفحة «تتبّع طلبك» على موقعنا برقم المرجع ورقم هاتفك.'
      : 'We will call you soon to confirm it. You can follow it on the “Track my order” page of our site with this reference and your phone number.',
    ...(siteUrl ? [trackUrl(siteUrl, notice)] : []),
  ].join('\n');
  return { to: notice.email, subject, text };
}
