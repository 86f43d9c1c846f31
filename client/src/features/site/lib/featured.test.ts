import { describe, expect, it } from 'vitest';

import { pickFeatured } from './featured';

describe('featured items', () => {
  it('when too few are featured, then the newest others fill the row in order', () => {
    const items = [
      { id: 5, featured: false },
      { id: 4, featured: true },
      { id: 3, featured: false },
      { id: 2, featured: false },
    ];
    expect(pickFeatured(items, 3).map((item) => item.id)).toEqual([4, 5, 3]);
  });
});
