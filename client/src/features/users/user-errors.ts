import type { I18n } from '../../lib/i18n';

import { errorText } from '../../lib/error-text';
import { isHttpError } from '../../lib/http-error';

type UserField = 'username' | 'email' | 'password' | 'root.server';

export interface UserErrorTarget {
  field: UserField;
  message: string;
  /** A 409: the value belongs to someone else already. */
  taken: boolean;
}

const FIELDS = ['username', 'email', 'password'] as const;

const TAKEN: Record<string, UserField> = { 'user.username_taken': 'username', 'user.email_taken': 'email' };

/**
 * Where a failed AddUser belongs: a 409's code names the e-mail or the username, a 400 names
 * fields in `details`; anything else goes above the button, in the reader's language.
 */
export function userErrorTarget(i18n: I18n, error: unknown): UserErrorTarget[] {
  if (!isHttpError(error)) return [{ field: 'root.server', message: errorText(i18n, error), taken: false }];
  const taken = TAKEN[error.code ?? ''];
  if (taken) return [{ field: taken, message: errorText(i18n, error), taken: true }];
  const named = error.details.flatMap((detail) =>
    (FIELDS as readonly string[]).includes(detail.path)
      ? [{ field: detail.path as UserField, message: detail.message, taken: false }]
      : [],
  );
  return named.length > 0 ? named : [{ field: 'root.server', message: errorText(i18n, error), taken: false }];
}
