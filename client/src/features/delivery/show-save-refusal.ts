import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';

import { applyServerError } from '../../lib/apply-server-error';
import { errorText } from '../../lib/error-text';
import type { I18n } from '../../lib/i18n';

/**
 * A branch's zones or windows refused on save: each problem beside its field (the body's path
 * read as the form's), and the refusal's own words (a district another branch delivers) above
 * the button too.
 */
export function showSaveRefusal<T extends FieldValues, Output>(
  i18n: I18n,
  error: unknown,
  form: UseFormReturn<T, unknown, Output>,
  formPath: (path: string) => string,
): void {
  applyServerError(
    i18n,
    error,
    form.setError,
    (field) => field !== '' && get(form.getValues(), field) !== undefined,
    formPath,
  );
  form.setError('root.server', { type: 'server', message: errorText(i18n, error) });
}
