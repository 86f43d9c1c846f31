import type { Cake, Paged } from '@cakeshop/shared';

/**
 * A cake of the demo that every branch makes: the oldest such. The browser tests share one
 * server, and others add cakes of their own meanwhile (made at one branch, seasonal, deleted), so
 * "the newest cake" is no cake to order.
 */
export async function demoCake(api: { get<T>(path: string): Promise<T> }): Promise<Cake> {
  const { items } = await api.get<Paged<Cake>>('Cake/GetCakes?pageSize=100');
  const cake = items
    .filter((each) => (each.branchIds ?? []).length === 0)
    .sort((a, b) => a.id - b.id)
    .at(0);
  if (!cake) throw new Error('the demo has no cake made at every branch');
  return cake;
}
