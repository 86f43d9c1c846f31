import { seasonDays } from '@cakeshop/shared';
import type { CakeSeason, PickupDays, removeCakeSeasonInput, setCakeSeasonInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import type { Database } from '../db/database';
import type { CakeSeasonsTable } from '../db/schema';
import { ApiError } from '../errors';
import { cakeSeasonsRepository } from './cake-seasons.repository';
import { currentShift } from './season-shift';

type SetInput = z.output<typeof setCakeSeasonInput>;
type RemoveInput = z.output<typeof removeCakeSeasonInput>;

const answerOf = (row: CakeSeasonsTable): CakeSeason => ({
  cakeId: row.cakeId,
  from: row.fromDay,
  to: row.toDay,
  orderableFrom: row.orderableFrom,
  dailyCapacity: row.dailyCapacity,
});

/** What a day outside a seasonal cake's window says in the basket's picker. */
const OUT_OF_SEASON = { noteEn: 'Not in season for this basket', noteAr: 'خارج موسم كيكات هذه السلة' };

/**
 * Seasonal cakes: a window of pick-up days per cake and the moment its orders open, checked for
 * every visitor order before it is taken, and shown in the pick-up days of a basket that holds one.
 */
export class CakeSeasonsService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date,
  ) {}

  async list(): Promise<CakeSeason[]> {
    return (await this.database.db.selectFrom('cakeSeasons').selectAll().orderBy('cakeId').execute()).map(
      answerOf,
    );
  }

  set(input: SetInput): Promise<CakeSeason> {
    return this.database.write(async (trx) => {
      const cake = await trx
        .selectFrom('cakes')
        .select(['nameEn', 'nameAr'])
        .where('id', '=', input.cakeId)
        .executeTakeFirst();
      if (!cake) throw ApiError.field('cakeId', 'No such cake');
      if (
        input.hijri?.planId !== undefined &&
        !(await trx
          .selectFrom('seasonPlans')
          .select('id')
          .where('id', '=', input.hijri.planId)
          .executeTakeFirst())
      )
        throw ApiError.field('hijri.planId', 'No such plan');
      // Hijri days land where their season's year lands now (a sighting a day off already applied).
      const days = input.hijri
        ? seasonDays(input.hijri.year, input.hijri, await currentShift(trx, input.hijri))
        : { from: input.from!, to: input.to! };
      if (!days) throw ApiError.field('hijri', 'Not days of that Hijri year');
      const row = {
        cakeId: input.cakeId,
        fromDay: days.from,
        toDay: days.to,
        orderableFrom: input.orderableFrom ? new Date(input.orderableFrom).toISOString() : null,
        dailyCapacity: input.dailyCapacity ?? null,
        hijri: input.hijri ? JSON.stringify(input.hijri) : null,
      };
      await trx
        .insertInto('cakeSeasons')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('cakeId').doUpdateSet({
            fromDay: row.fromDay,
            toDay: row.toDay,
            orderableFrom: row.orderableFrom,
            dailyCapacity: row.dailyCapacity,
            hijri: row.hijri,
          }),
        )
        .execute();
      await recordActivity(trx, {
        action: 'edit',
        entity: 'Cake',
        entityId: input.cakeId,
        ...named(cake.nameEn, cake.nameAr),
      });
      return answerOf(row);
    });
  }

  remove(input: RemoveInput): Promise<void> {
    return this.database.write(async (trx) => {
      const removed = await trx
        .deleteFrom('cakeSeasons')
        .where('cakeId', '=', input.cakeId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0)
        await recordActivity(trx, {
          action: 'edit',
          entity: 'Cake',
          entityId: input.cakeId,
          summary: `season removed`,
        });
    });
  }

  private async seasonsOf(cakeIds: readonly number[]): Promise<CakeSeasonsTable[]> {
    if (cakeIds.length === 0) return [];
    return this.database.db
      .selectFrom('cakeSeasons')
      .selectAll()
      .where('cakeId', 'in', [...new Set(cakeIds)])
      .execute();
  }

  /** 400 beside `pickupDate` when a cake of the order is out of season that day, or not orderable yet. */
  async refuseVisitor(cakeIds: readonly number[], pickupDate: string): Promise<void> {
    for (const season of await this.seasonsOf(cakeIds)) {
      if (season.orderableFrom && this.now().toISOString() < season.orderableFrom)
        throw new ApiError(400, 'cake.not_yet_orderable', `Orders open at ${season.orderableFrom}`, [
          { path: 'lines', message: `Orders open at ${season.orderableFrom}` },
        ]);
      if (pickupDate < season.fromDay || pickupDate > season.toDay) {
        const message = `Offered for ${season.fromDay.slice(0, 10)} to ${season.toDay.slice(0, 10)} only`;
        throw new ApiError(400, 'cake.out_of_season', message, [{ path: 'pickupDate', message }]);
      }
    }
  }

  /**
   * A basket's pick-up days with the days outside its seasonal cakes' windows closed, and those
   * where a cake's own cakes a day leave less than the basket wants full (naming the cake).
   */
  async overlay(
    answer: PickupDays,
    basket: readonly { cakeId: number; quantity: number }[],
  ): Promise<PickupDays> {
    const seasons = await this.seasonsOf(basket.map((line) => line.cakeId));
    if (seasons.length === 0) return answer;
    const capped = seasons.filter((season) => season.dailyCapacity !== null);
    const wanted = (cakeId: number) =>
      basket.reduce((sum, line) => sum + (line.cakeId === cakeId ? line.quantity : 0), 0);
    const taken = await cakeSeasonsRepository.taken(
      this.database.db,
      answer.branchId,
      capped.map((season) => season.cakeId),
      answer.today,
    );
    const names = await cakeSeasonsRepository.names(
      this.database.db,
      capped.map((season) => season.cakeId),
    );
    const days = answer.days.map((day) => {
      if (!seasons.every((season) => day.date >= season.fromDay && day.date <= season.toDay))
        return { ...day, state: 'closed' as const, left: null, ...OUT_OF_SEASON };
      const short = capped.filter(
        (season) =>
          (taken.get(`${day.date}|${season.cakeId}`) ?? 0) + wanted(season.cakeId) > season.dailyCapacity!,
      );
      if (day.state !== 'open' || short.length === 0) return day;
      return {
        ...day,
        state: 'full' as const,
        fullFor: short.flatMap((season) => names.get(season.cakeId) ?? []),
      };
    });
    return { ...answer, days, earliest: days.find((day) => day.state === 'open')?.date ?? null };
  }
}
