import { formatMoment, formatNumber } from '@cakeshop/shared/format';
import type { DocumentLine } from '@cakeshop/shared';
import QRCode from 'qrcode';

import { wordsIn } from '../outbox/wording';
import type { Language, Words } from '../outbox/wording';
import type { InvoiceDocument } from './document-body';
import { DOCUMENT_STYLE_PATH } from './document-link';

export type Paper = 'a4' | '80mm';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * A label in both languages, the reader's first: the document is always in Arabic, and in
 * English beside it. Each part carries its own `lang` (and so its own direction).
 */
function both(words: Words, key: string, values?: Record<string, string | number>): string {
  const other = wordsIn(words.language === 'ar' ? 'en' : 'ar');
  const parts = [words, other].map(
    (language) => `<span lang="${language.language}" dir="auto">${escape(language.t(key, values))}</span>`,
  );
  return parts.join('<span class="sep" aria-hidden="true"> / </span>');
}

function pair(english: string, arabic: string, language: Language): string {
  const parts: [Language, string][] =
    language === 'ar'
      ? [
          ['ar', arabic],
          ['en', english],
        ]
      : [
          ['en', english],
          ['ar', arabic],
        ];
  return parts
    .filter(([, text]) => text !== '')
    .map(([lang, text]) => `<span lang="${lang}" dir="auto">${escape(text)}</span>`)
    .join('<span class="sep" aria-hidden="true"> / </span>');
}

const K = 'invoices.document.';

function lineRow(words: Words, line: DocumentLine, currency: string, taxed: boolean): string {
  const cells = [
    `<td class="description">${pair(line.descriptionEn, line.descriptionAr, words.language)}</td>`,
    `<td class="num">${escape(formatNumber(line.quantity, words.language))}</td>`,
    `<td class="num">${escape(words.money(line.unitGrossMinor, currency))}</td>`,
    ...(taxed
      ? [
          `<td class="num">${escape(words.money(line.netMinor, currency))}</td>`,
          `<td class="num">${escape(formatNumber(line.vatRate, words.language))}${words.language === 'ar' ? '٪' : '%'}</td>`,
          `<td class="num">${escape(words.money(line.vatMinor, currency))}</td>`,
        ]
      : []),
    `<td class="num">${escape(words.money(line.grossMinor, currency))}</td>`,
  ];
  return `<tr>${cells.join('')}</tr>`;
}

/** The QR as inline SVG, drawn on the server: the page runs no script. */
async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/**
 * A document as a printable page: A4 or an 80 mm receipt (print styles for both in
 * document.css), right-to-left in Arabic, numbers in the reader's digits, the QR the same in
 * either language. No dashboard chrome and no script.
 */
export async function renderDocumentPage(
  doc: InvoiceDocument,
  language: Language,
  paper: Paper,
): Promise<string> {
  const words = wordsIn(language);
  const taxed = doc.regime !== 'none';
  const money = (minor: number) => escape(words.money(minor, doc.currency));
  const titleKey = `${K}titles.${doc.regime}.${doc.kind}`;
  const fact = (label: string, value: string) => `<div class="fact"><dt>${label}</dt><dd>${value}</dd></div>`;
  const seller = doc.seller;
  const sellerFacts = taxed
    ? [
        `<p class="seller-name">${pair(seller.legalNameEn, seller.legalNameAr, language)}</p>`,
        `<p>${pair(seller.addressEn, seller.addressAr, language)}</p>`,
        `<dl>${fact(both(words, `${K}vatNumber.${doc.regime}`), `<bdi>${escape(seller.vatNumber)}</bdi>`)}${
          seller.commercialRegistration
            ? fact(
                both(words, `${K}commercialRegistration`),
                `<bdi>${escape(seller.commercialRegistration)}</bdi>`,
              )
            : ''
        }</dl>`,
      ].join('')
    : '';
  const head = [
    fact(both(words, `${K}number`), escape(formatNumber(doc.number, language).replace(/[٬,]/g, ''))),
    fact(both(words, `${K}issuedAt`), escape(formatMoment(doc.issuedAt, language, doc.timeZone))),
    fact(both(words, `${K}reference`), `<bdi>${escape(doc.reference)}</bdi>`),
    fact(both(words, `${K}uuid`), `<bdi class="uuid">${escape(doc.uuid)}</bdi>`),
  ].join('');
  const corrects = doc.corrects
    ? `<p class="corrects">${both(words, `${K}corrects`, {
        number: doc.corrects.number,
        date: formatMoment(doc.corrects.issuedAt, language, doc.timeZone),
      })}</p>`
    : '';
  const columns = [
    'description',
    'quantity',
    'unitPrice',
    ...(taxed ? ['net', 'vatRate', 'vat'] : []),
    'gross',
  ];
  const minus = (minor: number) => `<td class="num">−${money(minor)}</td>`;
  const advances = doc.advances
    .map((advance) => {
      const label = `<td class="description" colspan="3">${both(words, `${K}advanceDeducted`, { number: advance.number })}</td>`;
      const cells = taxed
        ? [
            minus(advance.netMinor),
            '<td class="num"></td>',
            minus(advance.vatMinor),
            minus(advance.grossMinor),
          ]
        : [minus(advance.grossMinor)];
      return `<tr class="advance">${label}${cells.join('')}</tr>`;
    })
    .join('');
  const total = (key: string, minor: number, strong = false) =>
    `<div class="total${strong ? ' grand' : ''}"><dt>${both(words, `${K}totals.${key}`)}</dt><dd>${money(minor)}</dd></div>`;
  const totals = taxed
    ? [
        total('net', doc.totals.due.netMinor),
        total('vat', doc.totals.due.vatMinor),
        ...(doc.advances.length ? [total('advances', doc.totals.advances.grossMinor)] : []),
        total(doc.kind === 'credit_note' ? 'refund' : 'gross', doc.totals.due.grossMinor, true),
      ].join('')
    : total(doc.kind === 'credit_note' ? 'refund' : 'paid', doc.totals.due.grossMinor, true);
  const method = words.t(`${K}methods.${doc.payment.method}`);
  const paidBy = `<p class="paid-by">${both(words, doc.kind === 'credit_note' ? `${K}refundedBy` : `${K}paidBy`)}: ${escape(
    method.startsWith(K) ? doc.payment.method : method,
  )}</p>`;
  const qr = doc.qr
    ? `<figure class="qr" role="img" aria-label="${escape(words.t(`${K}qr`))}">${await qrSvg(doc.qr)}</figure>`
    : '';
  const title = words.t(titleKey);
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} ${escape(String(doc.number))}</title>
<link rel="stylesheet" href="/api${DOCUMENT_STYLE_PATH}">
</head>
<body class="paper-${paper}">
<article class="document" data-number="${doc.number}">
<header>
<h1>${both(words, titleKey)}</h1>
${doc.advance ? `<p class="advance-title">${both(words, `${K}advanceTitle`)}</p>` : ''}
${sellerFacts}
<dl class="head">${head}</dl>
${corrects}
</header>
<table>
<thead><tr>${columns.map((column) => `<th scope="col">${both(words, `${K}columns.${column}`)}</th>`).join('')}</tr></thead>
<tbody>${doc.lines.map((line) => lineRow(words, line, doc.currency, taxed)).join('')}${advances}</tbody>
</table>
<dl class="totals">${totals}</dl>
${paidBy}
${taxed ? `<p class="note">${both(words, `${K}pricesIncludeVat`)}</p>` : ''}
${qr}
</article>
</body>
</html>`;
}
