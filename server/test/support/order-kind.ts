import { CakeOptionsRepository } from '../../src/api/cake/cake-options.repository';
import { FulfilmentRepository } from '../../src/api/fulfilment/fulfilment.repository';
import { CakeFactsRepository } from '../../src/api/fulfilment/pickup/cake-facts.repository';
import { PickupCapacity } from '../../src/api/fulfilment/pickup/pickup-capacity';
import { PickupCountersRepository } from '../../src/api/fulfilment/pickup/pickup-counters.repository';
import { OrderLinesRepository } from '../../src/api/order/order-lines.repository';
import { cakeOrderKind } from '../../src/api/order/order.kind';

/**
 * The cake order kind for a registry of its own, without calendars (no day is closed, no branch
 * has a cap): its orders are picked up, and a cancelled one gives its cakes back to the day's
 * counters (a delivery has no window here to give back).
 */
export function pickupOrderKind() {
  const capacity = new PickupCapacity(
    new PickupCountersRepository(),
    new CakeFactsRepository(new CakeOptionsRepository()),
  );
  return cakeOrderKind({
    lines: new OrderLinesRepository(),
    fulfilments: new FulfilmentRepository(),
    handOvers: {
      pickup: {
        release: (trx, held) => capacity.giveBack(trx, held),
        reserve: (trx, booking) => capacity.take(trx, booking),
      },
      delivery: { release: () => Promise.resolve(), reserve: () => Promise.resolve(false) },
    },
    capOn: () => Promise.resolve(null),
    closedOn: () => Promise.resolve(() => false),
  });
}
