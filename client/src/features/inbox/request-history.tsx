import type { RequestChange, RequestKind, RequestMessage } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../api/settings';
import { useShopSettings } from '../../api/use-shop-settings';
import { requestHistoryQuery } from '../../api/inbox';
import { ErrorState } from '../../components/error-state';
import { whatsappLink } from '../../lib/contact-links';
import { formatDate, formatDateTime, formatPrice, joinFacts } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';
import type { Language } from '../../lib/language';
import { useLanguage } from '../../lib/use-language';
import { LoadingPanel } from '../../components/dashboard/loading-panel';
import { useShopCountry } from './use-shop-country';

interface RequestHistoryProps {
  kind: RequestKind;
  id: number;
  status: string;
  createdAt: string;
  phone: string;
}

/** One status message: what it says (as e-mailed), whether the e-mail went, and WhatsApp to send it. */
function MessageItem({ message, phone }: { message: RequestMessage; phone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const country = useShopCountry();
  return (
    <li className="request-messages__item">
      <div className="request-messages__head">
        <strong>{t(`dashboard.inbox.messages.kind.${message.messageKind}`)}</strong>
        <span className="muted">
          {joinFacts(
            [
              formatDateTime(message.createdAt, language, timeZone),
              t(`dashboard.inbox.messages.email.${message.email}`),
            ],
            language,
          )}
        </span>
      </div>
      <p
        className="request-messages__text"
        dir={message.language === 'ar' ? 'rtl' : 'ltr'}
        lang={message.language}
      >
        {message.text}
      </p>
      <a
        className="btn btn--whatsapp"
        href={whatsappLink(phone, message.text, country)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <MessageCircle aria-hidden="true" size={16} />
        {t('dashboard.inbox.messages.whatsapp')}
      </a>
    </li>
  );
}

/** How each kind of change shows its values: a status by its name, a day as a date, a quote as money. */
function shownValue(
  change: RequestChange,
  value: string,
  t: TFunction,
  language: Language,
  currency: string,
) {
  switch (change.field) {
    case 'status':
      return t(`dashboard.inbox.status.${value as 'new'}`);
    case 'pickup':
      return formatDate(value, language);
    case 'quote':
      return formatPrice(Number(value), currency, language);
    case 'seats':
      return value;
  }
}

/** One change of the request: what, from and to, by whom (a staff member or the customer), when. */
function ChangeItem({ change, currency }: { change: RequestChange; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const shown = (value: string) => shownValue(change, value, t, language, currency);
  // A first quote has nothing before it; a delivery moved to another window of its day keeps the day.
  const wording =
    change.field === 'quote' && change.from !== ''
      ? 'requote'
      : change.field === 'pickup' && change.from === change.to
        ? 'window'
        : change.field;
  return (
    <li>
      {t(`dashboard.inbox.messagesHistory.${wording}`, {
        from: shown(change.from),
        to: shown(change.to),
      })}{' '}
      <span className="muted">
        {t('dashboard.inbox.messagesHistory.by', {
          who: change.by ?? t('dashboard.inbox.messagesHistory.customer'),
          time: formatDateTime(change.at, language, timeZone),
        })}
      </span>
    </li>
  );
}

/**
 * A request's life beside its details: the messages written to the customer (each with a
 * WhatsApp button that opens the staff's phone with the same text), and who changed what, when.
 */
export function RequestHistory({ kind, id, status, createdAt, phone }: RequestHistoryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const query = useQuery(requestHistoryQuery(kind, id, status));
  const currency = useShopSettings().currency;
  if (query.isPending) return <LoadingPanel lines={4} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const { changes, messages } = query.data;
  return (
    <div className="request__grid request__more">
      <section className="panel request__panel" aria-labelledby="request-messages">
        <h2 className="request__heading" id="request-messages">
          {t('dashboard.inbox.messages.title')}
        </h2>
        {messages.length === 0 ? (
          <p className="muted">{t('dashboard.inbox.messages.empty')}</p>
        ) : (
          <ul className="request-messages">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} phone={phone} />
            ))}
          </ul>
        )}
      </section>
      <section className="panel request__panel" aria-labelledby="request-history">
        <h2 className="request__heading" id="request-history">
          {t('dashboard.inbox.messagesHistory.title')}
        </h2>
        <ul className="request-history">
          <li>
            {t('dashboard.inbox.messagesHistory.received')}{' '}
            <span className="muted">{formatDateTime(createdAt, language, timeZone)}</span>
          </li>
          {changes.map((change, index) => (
            <ChangeItem key={`${change.at}-${index}`} change={change} currency={currency} />
          ))}
        </ul>
      </section>
    </div>
  );
}
