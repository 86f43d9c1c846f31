import type { Course } from '@cakeshop/shared';
import { dayToIso, isoToDay } from '../../../components/dashboard/day-input';

/** The course form's values: everything as the inputs hold it (text, and the date as YYYY-MM-DD). */
export interface CourseFormValues {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: string;
  categoryId: string;
  startDate: string;
  /** `HH:mm`, as `<input type="time">` holds it. */
  startTime: string;
  durationHours: string;
  seats: string;
  bringEn: string;
  bringAr: string;
  /** The branch's id, or "" for the first branch. */
  branchId: string;
  featured: boolean;
}

export function courseDefaults(course: Course | null, catId: number | null): CourseFormValues {
  return {
    titleEn: course?.titleEn ?? '',
    titleAr: course?.titleAr ?? '',
    descriptionEn: course?.descriptionEn ?? '',
    descriptionAr: course?.descriptionAr ?? '',
    price: course ? String(course.price) : '',
    categoryId: String(course?.categoryId ?? catId ?? ''),
    startDate: isoToDay(course?.startDate),
    startTime: course?.startTime ?? '',
    durationHours: course?.durationHours == null ? '' : String(course.durationHours),
    seats: course?.seats == null ? '' : String(course.seats),
    bringEn: course?.bringEn ?? '',
    bringAr: course?.bringAr ?? '',
    branchId: course?.branchId == null ? '' : String(course.branchId),
    featured: course?.featured ?? false,
  };
}

export function prepareCourse(values: CourseFormValues): Record<string, unknown> {
  return { ...values, startDate: dayToIso(values.startDate) };
}
