import type { Cake } from '@cakeshop/shared';
import { cakeInput } from '@cakeshop/shared';
import { toFormData } from '../../../lib/http';
import { describe, expect, it } from 'vitest';

import {
  cakeDefaults,
  cakeFieldPaths,
  emptyFlavour,
  emptySize,
  toCakeDraft,
  toCakeInput,
  toCakeMultipart,
} from './cake-values';

const stored: Cake = {
  id: 7,
  nameEn: 'Layers',
  nameAr: 'طبقات',
  descriptionEn: null,
  descriptionAr: null,
  price: 90,
  cakeCategoryId: 2,
  featured: false,
  sizes: [
    { id: 11, labelEn: '1 kg', labelAr: '١ كغ', price: 90, servingsFrom: 8, servingsTo: 10 },
    { id: 12, labelEn: '2 kg', labelAr: '٢ كغ', price: 160, servingsFrom: null, servingsTo: null },
  ],
  flavours: [{ id: 4, nameEn: 'Pistachio', nameAr: 'فستق' }],
  leadDays: 5,
  branchIds: [2],
  imageUrl: null,
};

describe('cake form values', () => {
  it('when a stored cake is edited, then its sizes, flavours, lead time and branches fill the rows', () => {
    const values = cakeDefaults(stored, null);
    expect(values.sizes).toEqual([
      { sizeId: 11, labelEn: '1 kg', labelAr: '١ كغ', price: '90', servingsFrom: '8', servingsTo: '10' },
      { sizeId: 12, labelEn: '2 kg', labelAr: '٢ كغ', price: '160', servingsFrom: '', servingsTo: '' },
    ]);
    expect(values.flavours).toEqual([{ flavourId: 4, nameEn: 'Pistachio', nameAr: 'فستق' }]);
    expect(values).toMatchObject({ leadDays: '5', branchIds: [2], cakeCategoryId: '2' });
  });

  it('when a cake is drafted, then its sizes keep their ids, a size may wait for its price, and the price is the cheapest size’s', () => {
    const values = cakeDefaults(stored, null);
    values.sizes[1]!.price = '٨٥٫٥';
    values.sizes.push({ ...emptySize(), labelEn: '3 kg' });
    const draft = toCakeDraft(values, true);
    expect((draft.sizes as { id?: number }[]).map((size) => size.id)).toEqual([11, 12, undefined]);
    expect(draft).toMatchObject({ price: 85.5, leadDays: '5', branchIds: [2] });
    expect(toCakeDraft({ ...values, sizes: [emptySize()] }, true).price).toBeUndefined();
    expect(toCakeDraft(values, false)).toMatchObject({ price: '90' });
  });

  it('when a cake is new, then it starts as one "Standard" size, to be priced', () => {
    expect(cakeDefaults(null, 4)).toMatchObject({
      cakeCategoryId: '4',
      sizes: [{ sizeId: null, labelEn: 'Standard', labelAr: 'عادي', price: '' }],
      flavours: [],
      branchIds: [],
    });
  });

  it('when a cake of an earlier backend (no sizes) is edited, then it is one size at its price, without an id', () => {
    const { sizes, flavours, branchIds, leadDays } = cakeDefaults(
      { ...stored, sizes: undefined, flavours: undefined, leadDays: undefined, branchIds: undefined },
      null,
    );
    expect(sizes).toEqual([
      { sizeId: null, labelEn: '', labelAr: '', price: '90', servingsFrom: '', servingsTo: '' },
    ]);
    expect({ flavours, branchIds, leadDays }).toEqual({ flavours: [], branchIds: [], leadDays: '' });
  });

  it('when rows are reordered and added, then the body keeps ids of kept rows only, in screen order', () => {
    const values = cakeDefaults(stored, null);
    values.sizes = [
      values.sizes[1] ?? emptySize(),
      { ...emptySize(), labelEn: '3 kg', labelAr: '٣', price: '210' },
    ];
    values.flavours = [...values.flavours, { ...emptyFlavour(), nameEn: 'Rose', nameAr: 'ورد' }];
    values.leadDays = '';
    values.branchIds = [];
    const parsed = cakeInput.parse(toCakeInput(values, true));
    expect(parsed.sizes).toEqual([
      { id: 12, labelEn: '2 kg', labelAr: '٢ كغ', price: 160, servingsFrom: null, servingsTo: null },
      { labelEn: '3 kg', labelAr: '٣', price: 210, servingsFrom: null, servingsTo: null },
    ]);
    expect(parsed.flavours).toEqual([
      { id: 4, nameEn: 'Pistachio', nameAr: 'فستق' },
      { nameEn: 'Rose', nameAr: 'ورد' },
    ]);
    expect(parsed.price).toBeUndefined();
    expect(parsed.leadDays).toBeNull();
    expect(parsed.branchIds).toEqual([]);
  });

  it('when the multipart form is built, then the lists are JSON text and a cleared lead time is sent as ""', () => {
    const parsed = cakeInput.parse(toCakeInput({ ...cakeDefaults(stored, null), leadDays: '' }, true));
    const form = toFormData(toCakeMultipart(parsed));
    expect(form.get('leadDays')).toBe('');
    expect(form.get('branchIds')).toBe('[2]');
    expect(JSON.parse(form.get('sizes') as string)).toHaveLength(2);
    expect(form.get('price')).toBeNull();
    // What the server reads back from those fields is what was sent.
    expect(cakeInput.parse(Object.fromEntries(form))).toMatchObject({
      leadDays: null,
      branchIds: [2],
      sizes: parsed.sizes,
      flavours: parsed.flavours,
    });
  });

  it('when the backend has no sizes, then the body is the first version’s: one price, no lists', () => {
    const body = toCakeInput({ ...cakeDefaults(stored, null), price: '95' }, false);
    expect(body).not.toHaveProperty('sizes');
    expect(body).not.toHaveProperty('leadDays');
    expect(cakeInput.parse(body).price).toBe(95);
  });

  it('when the server names a row’s field, then the form has that field', () => {
    const values = cakeDefaults(stored, null);
    const paths = cakeFieldPaths(values, true);
    expect(paths).toEqual(
      expect.arrayContaining(['sizes.1.servingsTo', 'flavours.0.nameAr', 'leadDays', 'branchIds']),
    );
    expect(paths).not.toContain('sizes.2.price');
    expect(paths).not.toContain('price');
    expect(cakeFieldPaths(values, false)).toContain('price');
  });
});
