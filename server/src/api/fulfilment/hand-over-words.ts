import type { FulfilmentKind } from '../db/schema';
import type { Words } from '../outbox/wording';
import type { DeliveryDetails } from './delivery/delivery-details';

/** What a message says of an order's hand-over: its day, and where (the branch) or how it travels. */
export interface HandOverFacts {
  day: string;
  branchNameEn: string;
  branchNameAr: string;
  currency: string;
  delivery: DeliveryDetails | null;
}

/**
 * The lines a visitor's message gives the hand-over, per kind: the wording lives beside the kinds,
 * so a new kind says itself in every message by its entry here.
 */
export const HAND_OVER_WORDS: Readonly<
  Record<FulfilmentKind, (facts: HandOverFacts, words: Words) => string[]>
> = {
  pickup: (facts, { t, day, pick }) => [
    t('notices.lines.pickup', {
      date: day(facts.day),
      branch: pick(facts.branchNameEn, facts.branchNameAr),
    }),
  ],
  delivery: (facts, { t, day, pick, time, money }) => {
    const delivery = facts.delivery;
    if (!delivery) return [];
    return [
      t('notices.lines.delivery', {
        date: day(facts.day),
        window: time(delivery.window),
        district: pick(delivery.address.districtNameEn, delivery.address.districtNameAr),
      }),
      ...(delivery.recipient ? [t('notices.lines.recipient', { name: delivery.recipient.name })] : []),
      t('notices.lines.deliveryFee', { fee: money(delivery.feeMinor, facts.currency) }),
    ];
  },
};
