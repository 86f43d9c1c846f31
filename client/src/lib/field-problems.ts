import { toAsciiDecimal } from '@cakeshop/shared/digits';

import type { TranslationKey } from './i18n';

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

/** A message to show, as a key of the translation files and its values (translated where shown). */
export interface Problem {
  key: TranslationKey;
  values?: Record<string, string | number>;
}

const REGEX_FIELDS: Record<string, TranslationKey> = {
  phone: 'dashboard.validation.phone',
  username: 'dashboard.validation.username',
  currency: 'dashboard.validation.currency',
  whatsappNumber: 'dashboard.validation.whatsappNumber',
  startTime: 'dashboard.validation.startTime',
  opensAt: 'dashboard.validation.startTime',
  closesAt: 'dashboard.validation.startTime',
  orderCutoff: 'dashboard.validation.startTime',
};

/** Checks a schema makes with `refine` (no code of their own), by the field they concern. */
const CUSTOM_FIELDS: Record<string, TranslationKey> = {
  price: 'dashboard.validation.decimals',
  startDate: 'dashboard.validation.date',
  pickupDate: 'dashboard.validation.date',
  timeZone: 'dashboard.validation.timeZone',
  phone: 'dashboard.validation.phoneDigits',
  confirmPassword: 'dashboard.validation.passwordsDiffer',
  servingsTo: 'dashboard.validation.servingsOrder',
  from: 'dashboard.validation.date',
  to: 'dashboard.validation.dayOrder',
  opensAt: 'dashboard.validation.hoursOrClosed',
  closesAt: 'dashboard.validation.closesAtOpening',
};

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

type ValidationKey = TranslationKey extends infer K
  ? K extends `dashboard.validation.${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * One zod issue as a message for the reader. The shared schemas carry English messages (the
 * API's), so a form judges the issue by its code and bounds instead. Shared by the dashboard's
 * forms and the public site's (on the server and in the browser).
 */
export function issueProblem(issue: IssueLike, raw: unknown): Problem {
  const field = String(issue.path[issue.path.length - 1] ?? '');
  const t = (key: ValidationKey, values?: Record<string, string | number>): Problem => ({
    key: `dashboard.validation.${key}`,
    ...(values ? { values } : {}),
  });
  if (isBlank(raw) && issue.code !== 'too_big') return t('required');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? t('required') : t('tooShort', { count: Number(issue.minimum) });
      return t('min', { min: Number(issue.minimum) });
    case 'too_big':
      // The limit and how far past it the text is: the form never cuts what was typed.
      if (issue.origin === 'string')
        return t('tooLong', {
          max: Number(issue.maximum),
          length: typeof raw === 'string' ? raw.trim().length : 0,
        });
      if (issue.origin === 'array') return t('tooMany', { max: Number(issue.maximum) });
      return t('max', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('email');
      if (issue.format === 'url') return t('url');
      return REGEX_FIELDS[field] ? { key: REGEX_FIELDS[field] } : t('invalid');
    case 'invalid_type':
    case 'invalid_union':
      // A fraction where a whole number belongs ("١٢٫٥" seats) says so, in any script's digits.
      return typeof raw === 'string' && /^\s*-?[\d.]+\s*$/.test(toAsciiDecimal(raw))
        ? t('wholeNumber')
        : t('number');
    case 'custom':
      return CUSTOM_FIELDS[field] ? { key: CUSTOM_FIELDS[field] } : t('invalid');
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

/** The flat `path → problem` map of a failed parse, the first issue of each field. */
export function problemsFromIssues(issues: readonly IssueLike[], values: unknown): Record<string, Problem> {
  const flat: Record<string, Problem> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    flat[path] ??= issueProblem(issue, valueAt(values, issue.path));
  }
  return flat;
}
