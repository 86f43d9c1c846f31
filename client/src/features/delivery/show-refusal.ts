import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';

import { errorText } from '../../lib/error-text';
import { isHttpError } from '../../lib/http-error';
import type { I18n } from '../../lib/i18n';

/**
 * A refused save on the form: each detail on the field it names (`formPath` turns the body's path
 * into the form's; the first is focused), and the refusal's own words, in the reader's language,
 * above the save button.
 */
export function showRefusal<T extends FieldValues>(
  i18n: I18n,
  error: unknown,
  form: UseFormReturn<T, unknown, unknown>,
  formPath: (path: string) => string,
): void {
  const values = form.getValues();
  const details = isHttpError(error) ? error.details : [];
  const onFields = details
    .map((detail) => ({ field: formPath(detail.path ?? ''), message: detail.message }))
    .filter(({ field }) => field !== '' && get(values, field) !== undefined);
  onFields.forEach(({ field, message }, index) =>
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  form.setError('root.server', { type: 'server', message: errorText(i18n, error) });
}
