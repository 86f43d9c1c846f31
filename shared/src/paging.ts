import * as z from 'zod';

import { flag, id, integer, optionalText } from './fields';

/** `pageNume` (sic, as the contract spells it) and `pageSize`, with the contract's defaults. */
export const pagingQuery = z.object({
  pageNume: integer(1, 1_000_000).default(1),
  pageSize: integer(1, 100).default(12),
});

/** Cakes and courses: paging plus an optional category and a text search in both languages. */
export const listQuery = pagingQuery.extend({
  catId: id.optional(),
  q: optionalText(100),
});
export type ListQuery = z.input<typeof listQuery>;

/** Courses may be asked for the upcoming ones only: not past, soonest first. */
export const courseListQuery = listQuery.extend({ upcoming: flag });
export type CourseListQuery = z.input<typeof courseListQuery>;

export const idQuery = z.object({ Id: id });
export type IdQuery = z.input<typeof idQuery>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Paged<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}
