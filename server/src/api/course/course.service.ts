import { fromMinor } from '@cakeshop/shared';
import type { Course, courseInput, courseListQuery, Paged } from '@cakeshop/shared';
import type { z } from 'zod';

import { CatalogService } from '../catalog/catalog.service';
import type { CatalogKind } from '../catalog/catalog.service';
import type { Database } from '../db/database';
import { toImageOut } from '../media/images';
import type { Images, MediaUrl } from '../media/images';
import type { SiteCalendar } from '../home/site-calendar';
import { minorOf } from '../money';
import type { CourseRepository, CourseRow, CourseValues } from './course.repository';

type CourseInput = z.output<typeof courseInput>;
type ListQuery = z.output<typeof courseListQuery>;
/** What the row alone tells; the seats left and whether it is past need the bookings and the day. */
type StoredCourse = Omit<Course, 'seatsLeft' | 'isPast'>;

function toCourse(row: CourseRow, urlOf: MediaUrl, currency: string): StoredCourse {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    price: fromMinor(row.priceMinor, currency),
    categoryId: row.categoryId,
    startDate: row.startDate,
    startTime: row.startTime,
    durationHours: row.durationHours,
    seats: row.seats,
    bringEn: row.bringEn,
    bringAr: row.bringAr,
    branchId: row.branchId,
    featured: row.featured === 1,
    ...toImageOut(row, urlOf),
  };
}

function toValues(input: CourseInput, imageKey: string | null, currency: string): CourseValues {
  return {
    titleEn: input.titleEn,
    titleAr: input.titleAr,
    descriptionEn: input.descriptionEn,
    descriptionAr: input.descriptionAr,
    priceMinor: minorOf(input.price, currency, 'price'),
    categoryId: input.categoryId,
    startDate: input.startDate,
    startTime: input.startTime,
    durationHours: input.durationHours,
    seats: input.seats,
    featured: input.featured ? 1 : 0,
    imageKey,
    bringEn: input.bringEn,
    bringAr: input.bringAr,
    branchId: input.branchId,
  };
}

type CourseKind = CatalogKind<CourseRow, CourseValues, Course, CourseInput>;

/** A course's answer holds the seats its bookings leave and whether its day is before the site's today. */
function coursesKind(calendar: SiteCalendar, urlOf: MediaUrl): CourseKind {
  return {
    noun: 'course',
    entity: 'Course',
    namesOf: (row) => ({ en: row.titleEn, ar: row.titleAr }),
    categoryTable: 'courseCategories',
    categoryField: 'categoryId',
    categoryOf: (input) => input.categoryId,
    present: async (db, rows) => {
      const { today, currency } = await calendar.days(db);
      return rows.map((row) => ({
        ...toCourse(row, urlOf, currency),
        seatsLeft: seatsLeft(row.seats, row.seatsTaken),
        isPast: row.startDate !== null && row.startDate < today,
      }));
    },
    toValues,
  };
}

/** Seats left: the course's seats less those its bookings hold (its counter); null when it has no seat count. */
export function seatsLeft(seats: number | null, taken: number): number | null {
  return seats === null ? null : Math.max(0, seats - taken);
}

export class CourseService extends CatalogService<CourseRow, CourseValues, Course, CourseInput> {
  constructor(
    database: Database,
    courses: CourseRepository,
    images: Images,
    private readonly calendar: SiteCalendar,
  ) {
    super(
      database,
      courses,
      images,
      coursesKind(calendar, images.urlOf),
      async (db) => (await calendar.days(db)).currency,
    );
  }

  /** Without `upcoming`: all, newest first. With it: not past in the site's time zone, soonest first. */
  override async list(query: ListQuery): Promise<Paged<Course>> {
    const from = query.upcoming ? await this.calendar.today(this.database.db) : undefined;
    return super.list(query, from);
  }
}
