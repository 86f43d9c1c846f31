import { describe, expect, it } from 'vitest';

import { amountsByRate, documentTotals, priceLine } from './totals';

const line = (quantity: number, unitGrossMinor: number, vatRate = 15) =>
  priceLine({ descriptionEn: 'Cake', descriptionAr: 'كعكة', quantity, unitGrossMinor, vatRate });

describe('a document’s lines and totals', () => {
  it('when a line is priced, then its VAT is rounded to the minor unit and net + VAT is its gross', () => {
    expect(line(3, 1999)).toMatchObject({ grossMinor: 5997, vatMinor: 782, netMinor: 5215 });
    expect(line(1, 11500)).toMatchObject({ grossMinor: 11500, vatMinor: 1500, netMinor: 10000 });
  });

  it('when lines each round, then the totals are the sums of the rounded lines, not a rounding of the sum', () => {
    const lines = [line(1, 1), line(1, 1), line(1, 1)];
    // 0.01 at 15 % holds 0.0013 of VAT: each line rounds to 0, so the total VAT is 0, not 0.0039.
    expect(documentTotals(lines).lines).toEqual({ netMinor: 3, vatMinor: 0, grossMinor: 3 });
  });

  it('when an advance is deducted, then what is due is the lines less the advance, rate by rate', () => {
    const lines = [line(1, 23000), line(1, 1500, 0)];
    const advance = {
      number: 1,
      uuid: 'u',
      issuedAt: '',
      vatRate: 15,
      netMinor: 8000,
      vatMinor: 1200,
      grossMinor: 9200,
    };
    const totals = documentTotals(lines, [advance]);
    expect(totals.due).toEqual({ netMinor: 13500, vatMinor: 1800, grossMinor: 15300 });
    expect(amountsByRate(lines, [advance]).get(15)).toEqual({
      netMinor: 12000,
      vatMinor: 1800,
      grossMinor: 13800,
    });
    expect(amountsByRate(lines, [advance]).get(0)).toEqual({ netMinor: 1500, vatMinor: 0, grossMinor: 1500 });
  });

  it('whatever the lines, then the totals add up to the last minor unit', () => {
    // A seeded walk over many documents (no property-testing library in this package).
    let seed = 36;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    for (let run = 0; run < 2000; run += 1) {
      const inputs = Array.from({ length: 1 + next(12) }, () => ({
        quantity: 1 + next(20),
        unit: next(10_000_000),
        rate: [0, 5, 15, 7.5][next(4)]!,
      }));
      const lines = inputs.map(({ quantity, unit, rate }) => line(quantity, unit, rate));
      const { lines: sums } = documentTotals(lines);
      expect(sums.netMinor + sums.vatMinor).toBe(sums.grossMinor);
      expect(sums.grossMinor).toBe(inputs.reduce((sum, { quantity, unit }) => sum + quantity * unit, 0));
      const byRate = [...amountsByRate(lines).values()];
      expect(byRate.reduce((sum, amounts) => sum + amounts.vatMinor, 0)).toBe(sums.vatMinor);
    }
  });
});
