import { describe, expect, it } from 'vitest';

import { toMinor } from '../money';
import { decideDeliveryFee } from './fee';

describe('the delivery fee', () => {
  const sar = (amount: number) => toMinor(amount, 'SAR');
  const zone = { feeMinor: sar(25), minimumMinor: sar(100), freeFromMinor: sar(400) };

  it('when the subtotal is below the minimum, then delivery is refused, saying how much more is needed', () => {
    expect(decideDeliveryFee(sar(99.99), zone)).toEqual({ accepted: false, shortByMinor: 1 });
  });

  it('when it is from the minimum to below the free threshold, then the fee; from the threshold on, nothing', () => {
    expect(decideDeliveryFee(sar(100), zone)).toEqual({ accepted: true, feeMinor: 2500, free: false });
    expect(decideDeliveryFee(sar(399.99), zone)).toEqual({ accepted: true, feeMinor: 2500, free: false });
    expect(decideDeliveryFee(sar(400), zone)).toEqual({ accepted: true, feeMinor: 0, free: true });
  });

  it('when a zone is never free or has no minimum, then any subtotal pays the fee, to the fils in dinars', () => {
    const kwd = { feeMinor: toMinor(1.255, 'KWD'), minimumMinor: 0, freeFromMinor: null };
    expect(decideDeliveryFee(0, kwd)).toEqual({ accepted: true, feeMinor: 1255, free: false });
    expect(decideDeliveryFee(toMinor(10_000, 'KWD'), kwd)).toEqual({
      accepted: true,
      feeMinor: 1255,
      free: false,
    });
  });
});
