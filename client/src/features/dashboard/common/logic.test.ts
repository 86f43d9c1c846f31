import { describe, expect, it } from 'vitest';

import { missingByLanguage } from './bilingual';
import { changedSortOrders, moveItem } from './reorder';
import { fieldIn, listFieldIn, splitDetails } from '../../../lib/server-errors';

describe('moveItem', () => {
  it('when an item moves down or up, then the others close ranks', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('when the target is past an end, then the item stops at that end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
  });
});

describe('changedSortOrders', () => {
  it('when two items swap, then only those two get a new sortOrder', () => {
    const items = [
      { id: 1, sortOrder: 0 },
      { id: 3, sortOrder: 2 },
      { id: 2, sortOrder: 1 },
    ];
    expect(changedSortOrders(items).map(({ item, sortOrder }) => [item.id, sortOrder])).toEqual([
      [3, 1],
      [2, 2],
    ]);
  });
});

describe('splitDetails', () => {
  it('when details name form fields, then they go to the fields and the rest stays general, without the program’s field names', () => {
    const details = [
      { path: 'nameEn', message: 'Too long' },
      { path: 'secret', message: 'Nope' },
      { path: '', message: 'Bad' },
    ];
    expect(splitDetails(details, fieldIn(['nameEn']))).toEqual({
      fields: [{ field: 'nameEn', message: 'Too long' }],
      other: ['Nope', 'Bad'],
    });
  });

  it('when a detail names a branch and field, then it maps to that row', () => {
    const has = listFieldIn('branches', 2, ['email']);
    expect(has('branches.1.email')).toBe(true);
    expect(has('branches.2.email')).toBe(false);
    expect(has('branches.1.phone')).toBe(false);
  });
});

describe('missingByLanguage', () => {
  it('when a field is filled in one language only, then the other is counted as missing', () => {
    const specs = [{ name: 'title', required: true }, { name: 'subtitle' }];
    expect(missingByLanguage({ titleEn: 'Hi', titleAr: '', subtitleEn: '', subtitleAr: 'س' }, specs)).toEqual(
      {
        En: 1,
        Ar: 1,
      },
    );
    expect(missingByLanguage({ titleEn: '', titleAr: '' }, specs)).toEqual({ En: 1, Ar: 1 });
    expect(missingByLanguage({ titleEn: 'a', titleAr: 'b' }, specs)).toEqual({ En: 0, Ar: 0 });
  });
});
