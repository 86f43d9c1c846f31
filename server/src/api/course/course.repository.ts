import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import { IdTableRepository } from '../db/id-table-repository';
import type { CoursesTable, DB } from '../db/schema';
import { containsPattern } from '../db/text-search';
import type { ImageColumns } from '../media/images';

export type CourseRow = Omit<CoursesTable, 'id'> & { id: number } & ImageColumns;
export type CourseValues = Omit<CoursesTable, 'id'>;

export interface CourseFilter {
  catId?: number;
  q: string;
  offset: number;
  limit: number;
}

export class CourseRepository extends IdTableRepository<'courses'> {
  constructor(private readonly db: Kysely<DB>) {
    super('courses');
  }

  private select(db: Kysely<DB> | Trx) {
    return db
      .selectFrom('courses')
      .leftJoin('images', 'images.key', 'courses.imageKey')
      .selectAll('courses')
      .select(['images.mainFile', 'images.variants']);
  }

  /**
   * A page, newest first. The page's ids come from a narrow index (courses_by_id, or
   * courses_by_category with a category), so skipping thousands of rows walks index entries, not rows;
   * only the page's own rows are read in full.
   */
  async page({ catId, q, offset, limit }: CourseFilter): Promise<{ rows: CourseRow[]; totalCount: number }> {
    const filtered = this.db
      .selectFrom('courses')
      .$if(catId !== undefined, (qb) => qb.where('categoryId', '=', catId ?? 0))
      .$if(q !== '', (qb) =>
        qb.where(
          sql<boolean>`(title_en LIKE ${containsPattern(q)} ESCAPE '\\' OR title_ar LIKE ${containsPattern(q)} ESCAPE '\\')`,
        ),
      );
    const [count, ids] = await Promise.all([
      filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      filtered.select('id').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    ]);
    const rows = ids.length
      ? await this.select(this.db)
          .where(
            'courses.id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('courses.id', 'desc')
          .execute()
      : [];
    return { rows, totalCount: Number(count.count) };
  }

  find(db: Kysely<DB> | Trx, id: number): Promise<CourseRow | undefined> {
    return this.select(db).where('courses.id', '=', id).executeTakeFirst();
  }
}
