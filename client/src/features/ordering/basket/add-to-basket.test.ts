import { describe, expect, it } from 'vitest';

import { addProblems, lineOf, refusalProblems } from './add-to-basket';

const cake = {
  id: 7,
  sizes: [
    { id: 3, price: 120 },
    { id: 4, price: 210.5 },
  ],
  flavours: [{ id: 9 }],
};
const values = { sizeId: '4', flavourId: '9', quantity: '٢', cakeMessage: '  عيد ميلاد سعيد Lina  ' };

describe('a cake added to the basket', () => {
  it('when the choices are the cake’s, then nothing is wrong and the line keeps the price the visitor saw', () => {
    expect(addProblems(values, cake)).toEqual({});
    expect(lineOf(values, cake)).toEqual({
      cakeId: 7,
      sizeId: 4,
      flavourId: 9,
      quantity: 2,
      message: 'عيد ميلاد سعيد Lina',
      seenPrice: 210.5,
    });
  });

  it('when the size or flavour is not the cake’s, the quantity is none or too many, or the message too long, then each field says so', () => {
    const problems = addProblems(
      { sizeId: '99', flavourId: '', quantity: '21', cakeMessage: 'م'.repeat(61) },
      cake,
    );
    expect(problems).toEqual({
      sizeId: { key: 'site.basket.chooseSize' },
      flavourId: { key: 'site.basket.chooseFlavour' },
      quantity: { key: 'dashboard.validation.max', values: { max: 20 } },
      cakeMessage: { key: 'dashboard.validation.tooLong', values: { max: 60, length: 61 } },
    });
    expect(addProblems({ ...values, quantity: '' }, cake).quantity?.key).toBe(
      'dashboard.validation.required',
    );
    expect(addProblems({ ...values, quantity: '1.5' }, cake).quantity?.key).toBe(
      'dashboard.validation.wholeNumber',
    );
    expect(addProblems({ ...values, quantity: '0' }, cake).quantity?.key).toBe('dashboard.validation.min');
  });

  it('when a cake of an earlier backend has one size without an id, then it is chosen as ""', () => {
    const plain = { id: 2, sizes: [{ id: null, price: 40 }], flavours: [] };
    expect(addProblems({ sizeId: '', flavourId: '', quantity: '1', cakeMessage: '' }, plain)).toEqual({});
    expect(lineOf({ sizeId: '', flavourId: '', quantity: '1', cakeMessage: '' }, plain)).toMatchObject({
      sizeId: null,
      flavourId: null,
      seenPrice: 40,
    });
  });

  it('when the basket refuses, then the full basket is said above the button, a full line beside the quantity', () => {
    expect(refusalProblems('bytes')).toEqual({ form: { key: 'site.basket.fullBytes' } });
    expect(refusalProblems('quantity')).toEqual({ quantity: { key: 'site.basket.lineMax' } });
  });
});
