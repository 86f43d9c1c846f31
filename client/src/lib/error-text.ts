import type { I18n } from './i18n';

import { HttpError, isHttpError } from './http-error';

/**
 * What to tell the reader about a failed call, in their language: the message for the
 * contract's error `code` when the client knows it, else the server's own text (a backend may
 * send codes of its own), else a generic line. Never a status number or a stack.
 */
export function errorText(i18n: Pick<I18n, 't' | 'exists'>, error: unknown): string {
  if (isHttpError(error)) {
    if (error.status === 0) return i18n.t('common.errors.network');
    // A code the client does not know reads as the server's own message.
    if (error.code) return i18n.t(`common.errors.codes.${error.code}`, { defaultValue: error.message });
    if (!/^HTTP \d+$/.test(error.message)) return error.message;
  }
  return i18n.t('common.errors.generic');
}

/**
 * The same failure with the messages of its `details` in the reader's language: when the client
 * knows the error's code, each field it names gets that sentence (a password refused as too
 * common, on the password field); otherwise it is returned as it came.
 */
export function withLocalizedDetails(i18n: Pick<I18n, 't' | 'exists'>, error: unknown): unknown {
  if (!isHttpError(error) || !error.code || !i18n.exists(`common.errors.codes.${error.code}`)) return error;
  const text = errorText(i18n, error);
  const details = error.details.map((detail) => ({ ...detail, message: text }));
  return new HttpError(error.message, error.status, details, error.code);
}
