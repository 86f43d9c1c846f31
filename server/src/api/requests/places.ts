import type { Kysely, Selectable } from 'kysely';

import type { Trx } from '../db/database';
import type { BranchesTable, DB } from '../db/schema';

export type Place = Selectable<BranchesTable> & {
  /** The day's hours from the branch's opening calendar (`09:00–21:00`); null: it gives none. */
  dayHours: string | null;
};

/** A branch's hours on a day as its opening calendar has them; null when it gives none. */
export type HoursOn = (db: Kysely<DB> | Trx, branchId: number, day: string) => Promise<string | null>;

/**
 * Where requests happen. The branches' calendars are read through `hoursOn`, given where the API
 * is assembled (the requests core knows no area of the bakery).
 */
export class Places {
  constructor(private readonly hoursOn: HoursOn) {}

  /**
   * A request's place: its branch, or the first branch when it names none (a class of a
   * one-shop bakery) or one that has since been removed, with its hours on the request's day
   * when one is given. Undefined only when there is no branch.
   */
  async of(
    db: Kysely<DB> | Trx,
    branchId: number | null,
    day: string | null = null,
  ): Promise<Place | undefined> {
    const named =
      branchId === null
        ? undefined
        : await db.selectFrom('branches').selectAll().where('id', '=', branchId).executeTakeFirst();
    const branch =
      named ??
      (await db
        .selectFrom('branches')
        .selectAll()
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst());
    if (!branch) return undefined;
    return { ...branch, dayHours: day ? await this.hoursOn(db, branch.id, day) : null };
  }
}

/**
 * The hours a message or a calendar file gives: the day's from the branch's calendar when it has
 * one, else the branch's own words ("Sat–Thu 9–21"), else none.
 */
export function hoursOf(
  place: Place | undefined,
  pick: (en: string, ar: string) => string,
): { day: string } | { text: string } | undefined {
  if (!place) return undefined;
  if (place.dayHours) return { day: place.dayHours };
  const text = pick(place.openingHoursEn, place.openingHoursAr);
  return text ? { text } : undefined;
}
