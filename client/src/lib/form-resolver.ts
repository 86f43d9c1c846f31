import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

import { problemsFromIssues } from './field-problems';
import type { TFunction } from './i18n';

/**
 * A react-hook-form resolver for a shared schema with messages in the UI language (`t` from
 * `useTranslation()`). `prepare`
 * turns the form's values into the schema's input first (e.g. a date picker's day into ISO);
 * `formPath` names the form's field for a path of that input, where the two differ (a body that
 * sends only the open weekdays, of a form that shows all seven).
 */
export function localizedResolver<TForm extends FieldValues, TOut>(
  t: TFunction,
  schema: z.ZodType<TOut>,
  prepare: (values: TForm) => unknown = (values) => values,
  formPath: (path: string, values: TForm) => string = (path) => path,
): Resolver<TForm, unknown, TOut> {
  return async (values, _context, options) => {
    const input = prepare(values);
    const result = await schema.safeParseAsync(input);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const [path, problem] of Object.entries(problemsFromIssues(result.error.issues, input)))
      flat[formPath(path, values)] ??= { type: 'validation', message: t(problem.key, problem.values ?? {}) };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
