import { describe, expect, it } from 'vitest';

import { isSafeRedirect, safeRedirect } from './safe-redirect';

describe('redirectURL safety', () => {
  // An encoded backslash stays inside a path segment on this site: harmless.
  it.each(['/dashboard/cake', '/dashboard/cake?pageNume=2#top', '/pages/users', '/', '/%5Cevil'])(
    'follows %s',
    (target) => {
      expect(isSafeRedirect(target)).toBe(true);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    undefined,
    '/\tevil',
  ])('refuses %s', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });

  it('when the target is unsafe, then the fallback is used', () => {
    expect(safeRedirect('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/dashboard/faq', '/dashboard')).toBe('/dashboard/faq');
  });
});
