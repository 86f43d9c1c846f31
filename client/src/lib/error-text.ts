import type { I18n } from './i18n';

import { isHttpError } from './http-error';

/**
 * What to tell the reader about a failed call, in their language: the message for the
 * contract's error `code` when the client knows it, else the server's own text (a backend may
 * send codes of its own), else a generic line. Never a status number or a stack.
 */
export function errorText(i18n: Pick<I18n, 't' | 'exists'>, error: unknown): string {
  if (isHttpError(error)) {
    if (error.status === 0) return i18n.t('common.errors.network');
    const key = `common.errors.codes.${error.code ?? ''}`;
    if (error.code && i18n.exists(key)) return i18n.t(key as 'common.errors.generic');
    if (error.code !== undefined || !/^HTTP \d+$/.test(error.message)) return error.message;
  }
  return i18n.t('common.errors.generic');
}
