import { DEFAULT_REQUEST_KIND, pathTo } from '@cakeshop/shared';

import type { EmailPayload } from './channels';
import type { VisitorChangeNotice, VisitorRequestNotice } from './notice';
import { wordsIn } from './wording';

/** The tracking page with the reference filled in, in the visitor's language. */
const trackUrl = (siteUrl: string, notice: VisitorRequestNotice) =>
  `${siteUrl}${pathTo('track')}?ref=${notice.reference}&lang=${notice.language}`;

/** The inbox found on this request, on its kind's tab. */
const inboxUrl = (siteUrl: string, { kind, reference }: Pick<VisitorRequestNotice, 'kind' | 'reference'>) =>
  `${siteUrl}${pathTo('dashboardInbox')}?${kind === DEFAULT_REQUEST_KIND ? '' : `tab=${kind}&`}q=${reference}`;

/** The staff's notice of a new request (in English, with the names in both languages). */
export function staffEmail(notice: VisitorRequestNotice, to: string, siteUrl?: string): EmailPayload {
  const { t } = wordsIn('en');
  const { kind, reference } = notice;
  return {
    to,
    subject: t(`notices.staff.subject.${kind}`, { reference, title: notice.titleEn }),
    text: [
      t(`notices.staff.cameIn.${kind}`, { reference }),
      '',
      ...notice.lines.en,
      ...(notice.titleAr ? [`(${notice.titleAr})`] : []),
      '',
      t('notices.staff.name', { value: notice.customerName }),
      t('notices.staff.phone', { value: notice.phone }),
      ...(notice.email ? [t('notices.staff.email', { value: notice.email })] : []),
      t('notices.staff.language', { value: t(`notices.staff.languages.${notice.language}`) }),
      ...(notice.notes ? ['', t('notices.staff.notes', { value: notice.notes })] : []),
      '',
      siteUrl
        ? t('notices.staff.openInbox', { url: inboxUrl(siteUrl, notice) })
        : t('notices.staff.openDashboard'),
    ].join('\n'),
  };
}

/** The visitor's confirmation, in the language they used on the site. */
export function visitorEmail(notice: VisitorRequestNotice, siteUrl?: string): EmailPayload {
  const { t } = wordsIn(notice.language);
  const { kind, reference } = notice;
  const text = [
    t('notices.visitor.hello', { name: notice.customerName }),
    '',
    t(`notices.visitor.received.${kind}`, { reference }),
    '',
    ...notice.lines[notice.language],
    '',
    t('notices.visitor.next'),
    ...(siteUrl ? [trackUrl(siteUrl, notice)] : []),
  ].join('\n');
  return { to: notice.email, subject: t(`notices.visitor.subject.${kind}`, { reference }), text };
}

/** The staff's notice of a visitor's own change (in English, as their other notices). */
export function staffChangeEmail(change: VisitorChangeNotice, to: string, siteUrl?: string): EmailPayload {
  const { t, day } = wordsIn('en');
  const { kind, reference } = change;
  const shown = (value: string) => (change.change === 'pickup' ? day(value) : value);
  return {
    to,
    subject: t(`notices.staff.changedSubject.${kind}`, { reference }),
    text: [
      t(`notices.staff.changed.${change.change}`, {
        reference,
        from: shown(change.from),
        to: shown(change.to),
      }),
      '',
      t('notices.staff.name', { value: change.customerName }),
      t('notices.staff.phone', { value: change.phone }),
      '',
      siteUrl
        ? t('notices.staff.openInbox', { url: inboxUrl(siteUrl, { kind, reference }) })
        : t('notices.staff.openDashboard'),
    ].join('\n'),
  };
}
