import { describe, expect, it } from 'vitest';

import { localized } from './localized';

describe('localized', () => {
  const cake = { nameEn: 'Carrot cake', nameAr: 'كيكة الجزر', descriptionEn: 'Moist', descriptionAr: '' };

  it('when the active language has the field, then that one is shown', () => {
    expect(localized(cake, 'name', 'en')).toBe('Carrot cake');
    expect(localized(cake, 'name', 'ar')).toBe('كيكة الجزر');
  });

  it('when the active language field is empty, then the other language fills in', () => {
    expect(localized(cake, 'description', 'ar')).toBe('Moist');
    expect(localized({ titleEn: null, titleAr: 'عنوان' }, 'title', 'en')).toBe('عنوان');
  });

  it('when both are empty, then the result is empty', () => {
    expect(localized({ bioEn: '', bioAr: null }, 'bio', 'en')).toBe('');
  });
});
