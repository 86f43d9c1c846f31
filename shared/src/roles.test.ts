import { describe, expect, it } from 'vitest';

import { hasRoles, rolesAllow } from './roles';

describe('roles', () => {
  it('when a row is for owners, then only the owner role may call it', () => {
    expect(rolesAllow('owner', ['owner'])).toBe(true);
    expect(rolesAllow('owner', ['editor'])).toBe(false);
    expect(rolesAllow('owner', ['admin'])).toBe(false);
  });

  it('when a row is for editors or any user, then owners and editors both may call it', () => {
    for (const auth of ['editor', 'user'] as const) {
      expect(rolesAllow(auth, ['owner'])).toBe(true);
      expect(rolesAllow(auth, ['editor'])).toBe(true);
    }
  });

  it('when a page needs roles, then the user must hold every one', () => {
    expect(hasRoles(['owner'], ['owner'])).toBe(true);
    expect(hasRoles(['editor'], ['owner'])).toBe(false);
    expect(hasRoles(['editor'], [])).toBe(true);
  });
});
