import type { BranchCalendar } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { CalendarService } from '../../calendar/calendar.service';
import type { DB } from '../../db/schema';
import type { SiteCalendar } from '../../home/site-calendar';
import type { CakeFacts, CakeFactsRepository } from './cake-facts.repository';

/** Facts remembered at most (any visitor can ask about any cake id). */
const MAX_FACTS = 10_000;

export interface PickupFactsDeps {
  db: Kysely<DB>;
  site: SiteCalendar;
  calendars: CalendarService;
  facts: CakeFactsRepository;
}

/**
 * What the date picker's answers are worked out from that only the staff change: the site's time
 * zone and lead time, each branch's calendar, each cake's notice, branches and category, each
 * category's cap. Remembered until `forget`, which any write of content calls, so a miss of the
 * pick-up days costs one query (the day counters) once these are known.
 */
export class PickupFacts {
  private known = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: PickupFactsDeps) {}

  /** A fresh map: what is being read meanwhile lands in the old one, never in the new. */
  forget(): void {
    this.known = new Map();
  }

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.known;
    let found = known.get(key) as Promise<T> | undefined;
    if (!found) {
      if (known.size >= MAX_FACTS) known.clear();
      found = load();
      known.set(key, found);
      // A read that failed is asked again next time (the caller sees the failure itself).
      found.catch(() => known.delete(key));
    }
    return found;
  }

  rules(): Promise<{ timeZone: string; orderLeadDays: number }> {
    return this.remember('site', async () => {
      const { timeZone, orderLeadDays } = await this.deps.site.days(this.deps.db);
      return { timeZone, orderLeadDays };
    });
  }

  calendar(branchId: number): Promise<BranchCalendar | undefined> {
    return this.remember(`branch:${branchId}`, () => this.deps.calendars.ofBranch(this.deps.db, branchId));
  }

  /** The cakes among these ids that exist. */
  async cakes(ids: readonly number[]): Promise<Map<number, CakeFacts>> {
    const found = await Promise.all(
      ids.map((id) =>
        this.remember(`cake:${id}`, async () => (await this.deps.facts.cakes(this.deps.db, [id])).get(id)),
      ),
    );
    return new Map(found.flatMap((cake) => (cake ? [[cake.id, cake] as const] : [])));
  }

  /** Each category's names (a category deleted since: none). */
  async categoryNames(
    categoryIds: readonly number[],
  ): Promise<Map<number, { nameEn: string; nameAr: string }>> {
    const names = await Promise.all(
      categoryIds.map((id) =>
        this.remember(`names:${id}`, async () =>
          (await this.deps.facts.categoryNames(this.deps.db, [id])).get(id),
        ),
      ),
    );
    return new Map(categoryIds.flatMap((id, index) => (names[index] ? [[id, names[index]] as const] : [])));
  }

  /** Each category's cap (null: none). */
  async caps(categoryIds: readonly number[]): Promise<Map<number, number | null>> {
    const caps = await Promise.all(
      categoryIds.map((id) =>
        this.remember(
          `cap:${id}`,
          async () => (await this.deps.facts.categoryCaps(this.deps.db, [id])).get(id) ?? null,
        ),
      ),
    );
    return new Map(categoryIds.map((id, index) => [id, caps[index] ?? null]));
  }
}
