import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { requestDocumentsQuery } from '../../api/invoices';
import { useShopSettings } from '../../api/use-shop-settings';
import { documentTitleKey } from '../../lib/document-title';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/**
 * A request's invoices and credit notes, each with its page on A4 and on an 80 mm receipt, in
 * the dashboard's language, newest first. `settled` (what was paid and given back) changes with
 * each payment or refund, and asks again for the document it brought.
 */
export function RequestDocuments({
  requestKind,
  requestId,
  settled,
}: {
  requestKind: string;
  requestId: number;
  settled: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useShopSettings();
  const documents = useQuery(requestDocumentsQuery(requestKind, requestId, settled));
  if (!documents.data || documents.data.length === 0) return null;
  return (
    <section className="request__documents" aria-labelledby={`documents-${requestKind}-${requestId}`}>
      <h3 id={`documents-${requestKind}-${requestId}`} className="request__subheading">
        {t('invoices.inbox.title')}
      </h3>
      <ul className="request__document-list">
        {documents.data.map((document) => (
          <li key={document.uuid} data-document={document.number}>
            <span>
              {t(documentTitleKey(document.kind, document.regime === 'none'), {
                number: formatNumber(document.number, language),
              })}
            </span>
            <span className="muted">{formatDateTime(document.issuedAt, language, timeZone)}</span>
            <span className="request__document-links">
              <a href={`${document.link}&lang=${language}`} target="_blank" rel="noopener">
                {t('invoices.inbox.a4')}
              </a>
              <a href={`${document.link}&lang=${language}&paper=80mm`} target="_blank" rel="noopener">
                {t('invoices.inbox.receipt')}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
