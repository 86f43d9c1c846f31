import type { TranslationKey } from './i18n';

/**
 * What a request's document is called: a credit note, a tax invoice, or a plain receipt (issued
 * while the shop charged no tax, as the document itself says).
 */
export function documentTitleKey(kind: 'invoice' | 'credit_note', receipt: boolean): TranslationKey {
  if (kind === 'credit_note') return 'invoices.track.creditNote';
  return receipt ? 'invoices.track.receipt' : 'invoices.track.invoice';
}
