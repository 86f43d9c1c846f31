import { HttpError, isHttpError } from './http-error';
import { i18n } from './i18n';

/** The translation of a server error code (`auth.wrong_password` → `common.errorCodes.auth.wrong_password`). */
function codeText(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const key = `common.errorCodes.${code}`;
  return i18n.exists(key) ? (i18n.t(key as never) as unknown as string) : undefined;
}

/**
 * A failed call in the reader's language: its code's sentence when the client knows the code,
 * on the error and on each detail it names (so a form shows it on the field), else unchanged.
 */
export function localizeError(error: unknown): unknown {
  if (!isHttpError(error)) return error;
  const text = codeText(error.code);
  if (!text) return error;
  const details = error.details.map((detail) => ({ ...detail, message: text }));
  return new HttpError(text, error.status, details, error.code);
}

/** The sentence to show for a failed call. */
export function errorText(error: unknown): string {
  const localized = localizeError(error);
  return localized instanceof Error ? localized.message : i18n.t('common.errors.generic');
}
