import type { Course, courseInput, editCourseInput, listQuery, Paged } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Database, Trx } from '../db/database';
import { exists } from '../db/database';
import { fromCents, toCents } from '../db/text-search';
import { ApiError } from '../errors';
import type { Upload } from '../http/handler';
import { toImageOut } from '../media/images';
import type { Images } from '../media/images';
import type { CourseRepository, CourseRow, CourseValues } from './course.repository';

type CourseInput = z.output<typeof courseInput>;
type EditCourseInput = z.output<typeof editCourseInput>;
type ListQuery = z.output<typeof listQuery>;

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    price: fromCents(row.priceCents),
    categoryId: row.categoryId,
    startDate: row.startDate,
    durationHours: row.durationHours,
    seats: row.seats,
    featured: row.featured === 1,
    ...toImageOut(row),
  };
}

function toValues(input: CourseInput, imageKey: string | null): CourseValues {
  return {
    titleEn: input.titleEn,
    titleAr: input.titleAr,
    descriptionEn: input.descriptionEn,
    descriptionAr: input.descriptionAr,
    priceCents: toCents(input.price),
    categoryId: input.categoryId,
    startDate: input.startDate,
    durationHours: input.durationHours,
    seats: input.seats,
    featured: input.featured ? 1 : 0,
    imageKey,
  };
}

export class CourseService {
  constructor(
    private readonly database: Database,
    private readonly courses: CourseRepository,
    private readonly images: Images,
  ) {}

  async list(query: ListQuery): Promise<Paged<Course>> {
    const { rows, totalCount } = await this.courses.page({
      catId: query.catId,
      q: query.q,
      offset: (query.pageNume - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { items: rows.map(toCourse), totalCount, pageNumber: query.pageNume, pageSize: query.pageSize };
  }

  async get(id: number): Promise<Course> {
    const row = await this.courses.find(this.database.db, id);
    if (!row) throw ApiError.notFound('No such course');
    return toCourse(row);
  }

  private async checkCategory(trx: Trx, id: number): Promise<void> {
    if (!(await exists(trx, 'courseCategories', id)))
      throw ApiError.field('categoryId', 'No such course category');
  }

  async add(input: CourseInput, upload: Upload | undefined): Promise<Course> {
    const image = await this.images.prepare(upload);
    return this.database.write(async (trx, hooks) => {
      await this.checkCategory(trx, input.categoryId);
      const imageKey = image ? await this.images.save(trx, hooks, image) : null;
      const id = await this.courses.insert(trx, toValues(input, imageKey));
      return toCourse((await this.courses.find(trx, id))!);
    });
  }

  async edit(input: EditCourseInput, upload: Upload | undefined): Promise<Course> {
    const image = await this.images.prepare(upload);
    return this.database.write(async (trx, hooks) => {
      const current = await this.courses.find(trx, input.id);
      if (!current) throw ApiError.notFound('No such course');
      await this.checkCategory(trx, input.categoryId);
      const imageKey = image
        ? await this.images.save(trx, hooks, image)
        : input.removeImage
          ? null
          : current.imageKey;
      await this.courses.update(trx, input.id, toValues(input, imageKey));
      if (imageKey !== current.imageKey) this.images.release(hooks, current.imageKey);
      return toCourse((await this.courses.find(trx, input.id))!);
    });
  }

  async delete(id: number): Promise<void> {
    await this.database.write(async (trx, hooks) => {
      const current = await this.courses.find(trx, id);
      if (!current) throw ApiError.notFound('No such course');
      await this.courses.delete(trx, id);
      this.images.release(hooks, current.imageKey);
    });
  }
}
