import { describe, expect, it } from 'vitest';

import { missingSellerFacts, vatNumberProblem } from './seller';

const complete = {
  legalNameEn: 'Rose Bakery LLC',
  legalNameAr: 'مخبز الورد',
  vatNumber: '310122393500003',
  commercialRegistration: '',
  addressEn: 'Olaya St, Riyadh',
  addressAr: 'شارع العليا، الرياض',
};

describe('the seller’s VAT number', () => {
  it.each([
    ['sa', '310122393500003', null],
    ['sa', '210122393500003', 'sa'],
    ['sa', '310122393500002', 'sa'],
    ['sa', '31012239350003', 'sa'],
    ['ae', '100123456700003', null],
    ['ae', '10012345670000', 'ae'],
    ['ae', '1001234567000031', 'ae'],
    ['none', 'anything', null],
  ] as const)(
    'when the regime is %s and the number %s, then the problem is %s',
    (regime, number, problem) => {
      expect(vatNumberProblem(regime, number)).toBe(problem);
    },
  );
});

describe('missing seller facts', () => {
  it('when the seller is complete, then nothing is missing', () => {
    expect(missingSellerFacts('sa', complete)).toEqual([]);
  });

  it('when names or the address are blank or the VAT number does not fit, then each is named', () => {
    expect(missingSellerFacts('sa', { ...complete, legalNameAr: ' ', vatNumber: '100123456700003' })).toEqual(
      ['legalNameAr', 'vatNumber'],
    );
    expect(missingSellerFacts('ae', { ...complete, vatNumber: '100123456700003', addressEn: '' })).toEqual([
      'addressEn',
    ]);
  });

  it('when the regime is none, then a plain receipt needs no seller facts', () => {
    expect(missingSellerFacts('none', { ...complete, legalNameAr: '', vatNumber: '' })).toEqual([]);
  });
});
