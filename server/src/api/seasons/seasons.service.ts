import { branchCalendarInput, seasonDays } from '@cakeshop/shared';
import type {
  applySeasonInput,
  BranchCalendar,
  CalendarExceptionInput,
  ClosedDayRequest,
  SeasonPlan,
  seasonPlanInput,
} from '@cakeshop/shared';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import type { CalendarService } from '../calendar/calendar.service';
import { moveWindows, ordersLeft, windowsMoved } from '../cake-seasons/season-shift';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import { seasonsRepository } from './seasons.repository';

type PlanInput = z.output<typeof seasonPlanInput>;
type ApplyInput = z.output<typeof applySeasonInput>;
type YearDays = SeasonPlan['years'][number]['days'];

/** What a day of a year not yet confirmed says after its note, in each language. */
const EXPECTED = { en: ' (expected)', ar: ' (متوقع)' };

const noteOf = (note: string, suffix: string, confirmed: boolean) =>
  confirmed ? note : `${note}${note ? suffix : suffix.trim()}`;

const asInput = (exception: BranchCalendar['exceptions'][number]): CalendarExceptionInput => ({
  id: exception.id,
  from: exception.from,
  to: exception.to,
  closed: exception.closed,
  opensAt: exception.opensAt,
  closesAt: exception.closesAt,
  noteEn: exception.noteEn ?? '',
  noteAr: exception.noteAr ?? '',
  dailyCapacity: exception.dailyCapacity ?? null,
  orderCutoff: exception.orderCutoff ?? null,
  categoryCapacities: exception.categoryCapacities ?? [],
});

/**
 * Season plans and the years they are applied to. A year's days become the branches' dated
 * closures, special hours, caps and cut-offs through the calendar itself, so what the calendar
 * does with a day holds here too: the requests on days it newly closes or whose hours it changes
 * are listed (409) until the staff confirm, then each visitor is told once, in their language,
 * with a free move or cancel; orders and the pick-up days read the days' cap and cut-off.
 */
export class SeasonsService {
  constructor(
    private readonly database: Database,
    private readonly calendars: CalendarService,
  ) {}

  list(): Promise<SeasonPlan[]> {
    return seasonsRepository.list(this.database.db);
  }

  add(input: PlanInput): Promise<SeasonPlan> {
    return this.database.write(async (trx) => {
      const branches = await trx.selectFrom('branches').select('id').execute();
      const known = new Set(branches.map((branch) => branch.id));
      const unknown = input.rules.findIndex((rule) => !known.has(rule.branchId));
      if (unknown >= 0) throw ApiError.field(`rules.${unknown}.branchId`, 'No such branch');
      const problems = await this.calendars.unknownCategories(
        trx,
        input.rules.map((rule, index) => ({ path: `rules.${index}`, caps: rule.categoryCapacities })),
      );
      if (problems.length > 0) throw new ApiError(400, 'validation', 'Validation failed', problems);
      const plan = await seasonsRepository.insert(trx, {
        nameEn: input.nameEn,
        nameAr: input.nameAr,
        rules: input.rules.map((rule) => ({
          ...rule,
          noteEn: rule.noteEn ?? '',
          noteAr: rule.noteAr ?? '',
          dailyCapacity: rule.dailyCapacity ?? null,
        })),
        years: [],
      });
      await recordActivity(trx, {
        action: 'add',
        entity: 'ContactUs',
        entityId: plan.id,
        ...named(plan.nameEn, plan.nameAr),
      });
      return plan;
    });
  }

  /**
   * Lands the plan on a Hijri year (again, with a shift or confirmed): the year's previous days
   * leave the calendars, its new days come in. Every branch's calendar is written, or none: a
   * branch whose new days would close requests undoes the others and the refusal lists them all.
   */
  async apply(input: ApplyInput): Promise<SeasonPlan> {
    const plan = await seasonsRepository.find(this.database.db, input.planId);
    if (!plan) throw ApiError.field('planId', 'No such plan');
    const previous = plan.years.find((year) => year.hijriYear === input.hijriYear);
    const confirmed = input.confirm ?? false;
    const days: YearDays = plan.rules.map((rule, index) => {
      const landed = seasonDays(input.hijriYear, rule, input.shift);
      if (!landed) throw ApiError.field(`rules.${index}`, 'Not a day of that Hijri year');
      return { branchId: rule.branchId, ...landed };
    });
    // Seasonal cakes keyed to the season's Hijri days move with it: orders left off are listed too.
    const windows = await windowsMoved(this.database.db, plan, input.hijriYear, input.shift);
    const leftOff = await ordersLeft(this.database.db, windows);
    const branchIds = [...new Set(plan.rules.map((rule) => rule.branchId))];
    const before = new Map<number, BranchCalendar>();
    for (const branchId of branchIds) {
      const calendar = await this.calendars.ofBranch(this.database.db, branchId);
      if (calendar) before.set(branchId, calendar);
    }
    const written: number[] = [];
    const affected: ClosedDayRequest[] = [];
    for (const [branchId, calendar] of before) {
      // The year's earlier days are the exceptions it wrote: same branch, same first and last day.
      const earlier = (previous?.days ?? []).filter((day) => day.branchId === branchId);
      const kept = calendar.exceptions.filter(
        (exception) => !earlier.some((day) => day.from === exception.from && day.to === exception.to),
      );
      const added = plan.rules.flatMap((rule, index) =>
        rule.branchId === branchId
          ? [
              {
                from: days[index]!.from,
                to: days[index]!.to,
                closed: rule.closed,
                opensAt: rule.closed ? null : rule.opensAt,
                closesAt: rule.closed ? null : rule.closesAt,
                noteEn: noteOf(rule.noteEn, EXPECTED.en, confirmed),
                noteAr: noteOf(rule.noteAr, EXPECTED.ar, confirmed),
                // The season's own cap and cut-off on its days, read wherever the days are.
                dailyCapacity: rule.dailyCapacity ?? null,
                orderCutoff: rule.orderCutoff ?? null,
                categoryCapacities: rule.categoryCapacities ?? [],
              },
            ]
          : [],
      );
      try {
        await this.calendars.update(
          branchCalendarInput.parse({
            branchId,
            week: calendar.week,
            exceptions: [...kept.map(asInput), ...added],
            orderCutoff: calendar.orderCutoff,
            dailyCapacity: calendar.dailyCapacity,
            closeRequests: input.closeRequests ?? false,
          }),
        );
        written.push(branchId);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'calendar.closes_requests') throw error;
        affected.push(...(error.affected ?? []));
      }
    }
    if (!(input.closeRequests ?? false)) affected.push(...leftOff);
    if (affected.length > 0) {
      await this.restore(written, before);
      throw ApiError.closesRequests(affected);
    }
    return this.database.write(async (trx, hooks) => {
      await moveWindows(trx, windows);
      await this.calendars.tellSeasonMoved(trx, hooks, leftOff);
      const year = {
        hijriYear: input.hijriYear,
        shift: input.shift,
        confirmed,
        days,
        appliedAt: new Date().toISOString(),
        appliedBy: currentActor().username,
      };
      const years = [...plan.years.filter((each) => each.hijriYear !== input.hijriYear), year].sort(
        (a, b) => a.hijriYear - b.hijriYear,
      );
      await seasonsRepository.saveYears(trx, plan.id, years);
      const moved =
        previous && previous.shift !== input.shift
          ? `, shifted ${input.shift > 0 ? '+' : ''}${input.shift} day`
          : '';
      const cakes =
        windows.length > 0 ? `, seasonal cakes ${windows.map((each) => each.cakeId).join(', ')} moved` : '';
      const state = confirmed ? 'confirmed' : 'expected';
      await recordActivity(trx, {
        action: 'edit',
        entity: 'ContactUs',
        entityId: plan.id,
        ...named(
          `${plan.nameEn} ${input.hijriYear} AH: ${state}${moved}${cakes}`,
          `${plan.nameAr} ${input.hijriYear} هـ`,
        ),
      });
      return { ...plan, years };
    });
  }

  /** Puts back the calendars a refused apply had already written (nothing of it stays). */
  private async restore(
    branchIds: readonly number[],
    before: ReadonlyMap<number, BranchCalendar>,
  ): Promise<void> {
    for (const branchId of branchIds) {
      const calendar = before.get(branchId)!;
      const current = await this.calendars.ofBranch(this.database.db, branchId);
      const own = new Set(current?.exceptions.map((exception) => exception.id));
      await this.calendars.update(
        branchCalendarInput.parse({
          branchId,
          week: calendar.week,
          // Those the write removed come back as new rows (their ids are gone).
          exceptions: calendar.exceptions.map((exception) =>
            own.has(exception.id) ? asInput(exception) : { ...asInput(exception), id: undefined },
          ),
          orderCutoff: calendar.orderCutoff,
          dailyCapacity: calendar.dailyCapacity,
          closeRequests: true,
        }),
      );
    }
  }
}
