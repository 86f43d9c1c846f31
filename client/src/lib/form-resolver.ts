import { toAsciiDecimal } from '@cakeshop/shared/digits';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

import type { TFunction } from './i18n';

/** The zod issue shapes a form can meet, reduced to what a message needs. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  message?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const REGEX_FIELDS: Record<string, string> = {
  phone: 'dashboard.validation.phone',
  username: 'dashboard.validation.username',
  currency: 'dashboard.validation.currency',
  whatsappNumber: 'dashboard.validation.whatsappNumber',
  startTime: 'dashboard.validation.startTime',
};

/** Checks a schema makes with `refine` (no code of their own), by the field they concern. */
const CUSTOM_FIELDS: Record<string, string> = {
  price: 'dashboard.validation.decimals',
  startDate: 'dashboard.validation.date',
  pickupDate: 'dashboard.validation.date',
  timeZone: 'dashboard.validation.timeZone',
  phone: 'dashboard.validation.phoneDigits',
  confirmPassword: 'dashboard.validation.passwordsDiffer',
};

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * One zod issue as a sentence in the active language. The shared schemas carry English messages
 * (the API's), so the form judges the issue by its code and bounds instead.
 */
export function issueMessage(issue: IssueLike, raw: unknown, translate: Translate): string {
  const field = String(issue.path[issue.path.length - 1] ?? '');
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`dashboard.validation.${key}`, options);
  if (isBlank(raw) && issue.code !== 'too_big') return t('required');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? t('required') : t('tooShort', { min: Number(issue.minimum) });
      return t('min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('tooMany', { max: Number(issue.maximum) });
      return t('max', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('email');
      if (issue.format === 'url') return t('url');
      return REGEX_FIELDS[field] ? translate(REGEX_FIELDS[field]) : t('invalid');
    case 'invalid_type':
    case 'invalid_union':
      // A fraction where a whole number belongs ("١٢٫٥" seats) says so, in any script's digits.
      return typeof raw === 'string' && /^\s*-?[\d.]+\s*$/.test(toAsciiDecimal(raw))
        ? t('wholeNumber')
        : t('number');
    case 'custom':
      return CUSTOM_FIELDS[field] ? translate(CUSTOM_FIELDS[field]) : t('invalid');
    case 'invalid_value':
      return t('invalid');
    default:
      return t('invalid');
  }
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    values,
  );
}

/** The flat `path → error` map of a failed parse, first issue per field, messages translated. */
export function errorsFromIssues(
  issues: readonly IssueLike[],
  values: unknown,
  translate: Translate,
): Record<string, FieldError> {
  const flat: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (flat[path]) continue;
    flat[path] = { type: issue.code, message: issueMessage(issue, valueAt(values, issue.path), translate) };
  }
  return flat;
}

/**
 * A react-hook-form resolver for a shared schema with messages in the UI language (`t` from
 * `useTranslation()`). `prepare`
 * turns the form's values into the schema's input first (e.g. a date picker's day into ISO).
 */
export function localizedResolver<TForm extends FieldValues, TOut>(
  t: TFunction,
  schema: z.ZodType<TOut>,
  prepare: (values: TForm) => unknown = (values) => values,
): Resolver<TForm, unknown, TOut> {
  // The resolver's keys are made at run time (a field's problem); each exists (a test checks them).
  const translate = t as unknown as Translate;
  return async (values, _context, options) => {
    const input = prepare(values);
    const result = await schema.safeParseAsync(input);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat = errorsFromIssues(result.error.issues, input, translate);
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
