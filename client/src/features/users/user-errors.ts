import { isHttpError } from '../../lib/http-error';
import { i18n } from '../../lib/i18n';

type UserField = 'username' | 'email' | 'password' | 'root.server';

export interface UserErrorTarget {
  field: UserField;
  message: string;
  /** A 409: the value belongs to someone else already. */
  taken: boolean;
}

const FIELDS = ['username', 'email', 'password'] as const;

/**
 * Where a failed AddUser belongs: a 409 names the e-mail or the username in its message, a 400
 * names fields in `details`; anything else goes above the button.
 */
export function userErrorTarget(error: unknown): UserErrorTarget[] {
  if (!isHttpError(error)) {
    return [{ field: 'root.server', message: i18n.t('common.errors.generic'), taken: false }];
  }
  if (error.status === 409) {
    const field = /user ?name/i.test(error.message)
      ? 'username'
      : /e-?mail/i.test(error.message)
        ? 'email'
        : 'root.server';
    return [{ field, message: error.message, taken: field !== 'root.server' }];
  }
  const named = error.details.flatMap((detail) =>
    (FIELDS as readonly string[]).includes(detail.path)
      ? [{ field: detail.path as UserField, message: detail.message, taken: false }]
      : [],
  );
  return named.length > 0 ? named : [{ field: 'root.server', message: error.message, taken: false }];
}
