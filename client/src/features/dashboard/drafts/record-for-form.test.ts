import type { ContentState } from '@cakeshop/shared';
import { describe, expect, it } from 'vitest';

import { recordForForm } from './record-for-form';

const state = (draft: ContentState['draft']): ContentState => ({
  kind: 'Cake',
  id: 4,
  version: 3,
  updatedAt: null,
  updatedBy: null,
  publishedAt: null,
  publishedBy: null,
  draft,
});

const live = { id: 4, nameEn: 'Rose', nameAr: 'ورد', price: 20, imageUrl: '/api/media/a.webp', version: 3 };

describe('what a form starts from', () => {
  it('when there is no draft, then the live record', () => {
    expect(recordForForm(live, state(null))).toBe(live);
  });

  it('when there is a draft, then its fields and picture over the live record', () => {
    const draft = {
      fields: { nameEn: 'Rose (Eid)', nameAr: '', price: 25 },
      imageUrl: null,
      imageSrcset: null,
      savedAt: '2026-04-01T10:00:00.000Z',
      savedBy: 'mona',
      stale: false,
      publishAt: null,
      scheduledBy: null,
      missingEn: [],
      missingAr: ['nameAr'],
    };
    expect(recordForForm(live, state(draft))).toEqual({
      id: 4,
      nameEn: 'Rose (Eid)',
      nameAr: '',
      price: 25,
      imageUrl: null,
      imageSrcset: null,
      version: 3,
    });
    expect(recordForForm({ id: 4, questionEn: 'Q' }, state(draft))).not.toHaveProperty('imageUrl');
  });
});
