import { describe, expect, it } from 'vitest';

import { HttpError } from '../../lib/http-error';
import { userErrorTarget } from './user-errors';

describe('userErrorTarget', () => {
  it('when the e-mail or the username is taken (409), then that field is marked as taken', () => {
    expect(userErrorTarget(new HttpError('A user with this e-mail already exists', 409))).toEqual([
      { field: 'email', message: 'A user with this e-mail already exists', taken: true },
    ]);
    expect(userErrorTarget(new HttpError('A user with this username already exists', 409))[0]?.field).toBe(
      'username',
    );
  });

  it('when the server names fields, then each goes to its field; otherwise to the form', () => {
    const error = new HttpError('Invalid', 400, [{ path: 'password', message: 'Too short' }]);
    expect(userErrorTarget(error)).toEqual([{ field: 'password', message: 'Too short', taken: false }]);
    expect(userErrorTarget(new HttpError('Boom', 500))[0]?.field).toBe('root.server');
  });
});
