import { describe, expect, it } from 'vitest';

import { byWindow } from './todays-hand-overs';

const order = (id: number, handOver?: { kind: string; slot: string | null }) => ({
  id,
  reference: `R-${id}`,
  status: 'confirmed',
  customerName: 'Sara',
  phone: '050',
  lines: [],
  ...(handOver ? { handOver } : {}),
});

describe('today’s hand-overs by window', () => {
  it('when a day has pick-ups and deliveries in windows, then the pick-ups come first, then each window in the day’s order', () => {
    const groups = byWindow([
      order(1, { kind: 'delivery', slot: '16:00–18:00' }),
      order(2, { kind: 'pickup', slot: null }),
      order(3, { kind: 'delivery', slot: '10:00–12:00' }),
      order(4, { kind: 'delivery', slot: '16:00–18:00' }),
      // A backend that does not say how: with the pick-ups.
      order(5),
    ]);
    expect(groups.map((group) => [group.slot, group.orders.map((each) => each.id)])).toEqual([
      [null, [2, 5]],
      ['10:00–12:00', [3]],
      ['16:00–18:00', [1, 4]],
    ]);
  });
});
