import { addDays } from '@cakeshop/shared';
import type { BranchPause, PickupDays, pauseBranchInput, resumeBranchInput } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { BranchPausesTable, DB } from '../db/schema';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import type { SiteCalendar } from '../home/site-calendar';
import { pausesRepository } from './pauses.repository';

type PauseInput = z.output<typeof pauseBranchInput>;
type ResumeInput = z.output<typeof resumeBranchInput>;

/** How far ahead a day can be paused: the pick-up days' own reach. */
const MAX_DAYS_AHEAD = 180;

const answerOf = (row: BranchPausesTable): BranchPause => ({ ...row });

/**
 * A branch's pauses: set and ended by the staff, read by visitors with the pick-up days, and the
 * one check a visitor's new request meets. Nothing is remembered between requests: every replica
 * reads the row, so a pause holds everywhere the moment it is saved.
 */
export class PausesService {
  constructor(
    private readonly database: Database,
    private readonly site: SiteCalendar,
  ) {}

  /** The pauses from today on (the shop's today): a past day's pause has ended by itself. */
  async list(): Promise<BranchPause[]> {
    const today = await this.site.today(this.database.db);
    return (await pausesRepository.from(this.database.db, today)).map(answerOf);
  }

  pause(input: PauseInput): Promise<BranchPause> {
    return this.database.write(async (trx) => {
      const branch = await pausesRepository.branchNames(trx, input.branchId);
      if (!branch) throw ApiError.field('branchId', 'No such branch');
      const today = await this.site.today(trx);
      const day = input.day === 'today' ? today : input.day === 'tomorrow' ? addDays(today, 1) : input.day;
      if (day < today)
        throw ApiError.field('day', 'That day has passed: a pause covers today or a later day');
      if (day > addDays(today, MAX_DAYS_AHEAD))
        throw ApiError.field('day', `At most ${MAX_DAYS_AHEAD} days ahead`);
      const row = {
        branchId: input.branchId,
        day,
        noteEn: input.noteEn ?? '',
        noteAr: input.noteAr ?? '',
        pausedAt: this.site.moment().toISOString(),
        pausedBy: currentActor().username,
      };
      await pausesRepository.save(trx, row);
      await recordActivity(trx, {
        action: 'edit',
        entity: 'ContactUs',
        entityId: input.branchId,
        ...named(
          `${branch.nameEn}: paused ${day.slice(0, 10)}`,
          `${branch.nameAr}: إيقاف ${day.slice(0, 10)}`,
        ),
      });
      return answerOf(row);
    });
  }

  resume(input: ResumeInput): Promise<void> {
    return this.database.write(async (trx) => {
      const branch = await pausesRepository.branchNames(trx, input.branchId);
      if (!branch) throw ApiError.field('branchId', 'No such branch');
      if (await pausesRepository.remove(trx, input.branchId, input.day))
        await recordActivity(trx, {
          action: 'edit',
          entity: 'ContactUs',
          entityId: input.branchId,
          ...named(
            `${branch.nameEn}: resumed ${input.day.slice(0, 10)}`,
            `${branch.nameAr}: استئناف ${input.day.slice(0, 10)}`,
          ),
        });
    });
  }

  /** 400 `pickup.paused` beside `pickupDate`, with the pause's note, when a visitor asks for a paused day. */
  async refuseVisitor(db: Kysely<DB> | Trx, branchId: number, day: string): Promise<void> {
    const pause = await pausesRepository.find(db, branchId, day);
    if (!pause) return;
    const message = pause.noteEn || 'The branch is not taking new orders for that day';
    throw new ApiError(400, 'pickup.paused', message, [{ path: 'pickupDate', message }]);
  }

  /** The pick-up days as visitors see them: a paused day is closed, marked `paused`, with its note. */
  async overlay(answer: PickupDays): Promise<PickupDays> {
    const paused = new Map(
      (await pausesRepository.from(this.database.db, answer.today, answer.branchId)).map((row) => [
        row.day,
        row,
      ]),
    );
    if (paused.size === 0) return answer;
    const days = answer.days.map((day) => {
      const pause = paused.get(day.date);
      return pause
        ? {
            ...day,
            state: 'closed' as const,
            paused: true,
            left: null,
            noteEn: pause.noteEn,
            noteAr: pause.noteAr,
          }
        : day;
    });
    return { ...answer, days, earliest: days.find((day) => day.state === 'open')?.date ?? null };
  }
}
