import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import type { I18n } from '../../../lib/i18n';

import { errorText } from '../../../lib/error-text';
import { isHttpError } from '../../../lib/http-error';
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
): void {
  const details = isHttpError(error) ? error.details : [];
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
