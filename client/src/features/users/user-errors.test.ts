import type { I18n } from '../../lib/i18n';
import { describe, expect, it } from 'vitest';

import { HttpError } from '../../lib/http-error';
import { userErrorTarget } from './user-errors';

// The messages of the codes the client knows, as a translation file would give them.
const known: Record<string, string> = {
  'common.errors.codes.user.email_taken': 'E-mail taken',
  'common.errors.codes.user.username_taken': 'Username taken',
  'common.errors.generic': 'Something went wrong',
};
const i18n = {
  t: (key: string) => known[key] ?? key,
  exists: (key: string) => key in known,
} as unknown as I18n;

describe('userErrorTarget', () => {
  it('when the e-mail or the username is taken (409), then the code names the field, marked as taken', () => {
    expect(
      userErrorTarget(
        i18n,
        new HttpError('A user with this e-mail already exists', 409, [], 'user.email_taken'),
      ),
    ).toEqual([{ field: 'email', message: 'E-mail taken', taken: true }]);
    expect(
      userErrorTarget(
        i18n,
        new HttpError('A user with this username already exists', 409, [], 'user.username_taken'),
      )[0]?.field,
    ).toBe('username');
  });

  it('when the server names fields, then each goes to its field; otherwise to the form', () => {
    const error = new HttpError('Invalid', 400, [{ path: 'password', message: 'Too short' }], 'validation');
    expect(userErrorTarget(i18n, error)).toEqual([{ field: 'password', message: 'Too short', taken: false }]);
    expect(userErrorTarget(i18n, new HttpError('Boom', 500))[0]).toEqual({
      field: 'root.server',
      message: 'Boom',
      taken: false,
    });
  });
});
