import { describe, expect, it } from 'vitest';

import { detectLanguage } from './language';

describe('the language the app starts in', () => {
  it('when neither ?lang= nor the cookie says, then the language the server served the page in', () => {
    expect(detectLanguage('', null, 'ar')).toBe('ar');
    expect(detectLanguage('', null, '')).toBe('en');
  });

  it('when ?lang= or the cookie says, then they win over the page', () => {
    expect(detectLanguage('?lang=en', null, 'ar')).toBe('en');
    expect(detectLanguage('', 'en', 'ar')).toBe('en');
    expect(detectLanguage('?lang=ar', 'en', 'en')).toBe('ar');
  });
});
