import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import type { I18n } from './i18n';

import { errorText } from './error-text';
import { isHttpError } from './http-error';
import { splitDetails } from './server-errors';

/**
 * Puts a failed save's `details` on the fields they name (focusing the first) and anything else
 * in the form's root error, shown above its buttons in the reader's language: an error whose code
 * the client words says it all, so the server's English details of it are left out.
 */
export function applyServerError<T extends FieldValues>(
  i18n: I18n,
  error: unknown,
  setError: UseFormSetError<T>,
  hasField: (path: string) => boolean,
  /** The form's name of a body's path, where they differ (a list saved under another shape). */
  formPath: (path: string) => string = (path) => path,
): void {
  const details = (isHttpError(error) ? error.details : []).map((detail) => ({
    ...detail,
    path: formPath(detail.path ?? ''),
  }));
  const { fields, other } = splitDetails(details, hasField);
  fields.forEach(({ field, message }, index) =>
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (fields.length === 0 || other.length > 0) {
    const worded =
      isHttpError(error) &&
      error.code !== undefined &&
      error.code !== 'validation' &&
      i18n.exists(`common.errors.codes.${error.code}`);
    const message = [errorText(i18n, error), ...(worded ? [] : other)].join(' ');
    setError('root.server', { type: 'server', message });
  }
}
