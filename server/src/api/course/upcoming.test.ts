import type { Course, Paged } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCategory, postForm, saveShopSettings, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

// 23:30 UTC on 10 March: already 11 March in Dubai (UTC+4), still 10 March in London.
const LATE_EVENING = new Date('2026-03-10T23:30:00.000Z');
let t: SignedInApi;
const ids: Record<string, number> = {};

async function addCourse(titleEn: string, startDate: string, categoryId: number): Promise<number> {
  const response = await postForm(t, '/api/Course/AddCourse', {
    titleEn,
    titleAr: 'دورة',
    price: '50',
    categoryId,
    startDate,
    startTime: '18:30',
  });
  return (response.body as Course).id;
}

const upcoming = async () =>
  ((await request(t.app).get('/api/Course/GetCourses?upcoming=true')).body as Paged<Course>).items.map(
    (c) => c.titleEn,
  );

beforeAll(async () => {
  t = await startSignedInApi({ now: () => LATE_EVENING });
  const categoryId = await addCategory(t, '/api/Category/AddCategory', 'Cakes');
  ids.april = await addCourse('April', '2026-04-01T00:00:00.000Z', categoryId);
  ids.yesterday = await addCourse('Tenth', '2026-03-10T00:00:00.000Z', categoryId);
  ids.undated = await addCourse('Undated', '', categoryId);
  ids.today = await addCourse('Eleventh', '2026-03-11T00:00:00.000Z', categoryId);
});
afterAll(() => t.close());

describe('upcoming courses in the site time zone', () => {
  it('when it is 23:30 UTC, then a course on the UTC date is already past in Dubai and leaves the upcoming list', async () => {
    expect(await upcoming()).toEqual(['Eleventh', 'April', 'Undated']);
    const tenth = (await request(t.app).get(`/api/Course/GetCourseById?Id=${ids.yesterday}`)).body as Course;
    expect(tenth).toMatchObject({ isPast: true, startTime: '18:30' });
  });

  it('when upcoming is not asked for, then every course comes, newest first, as before', async () => {
    const all = (await request(t.app).get('/api/Course/GetCourses')).body as Paged<Course>;
    expect(all.items.map((c) => c.titleEn)).toEqual(['Eleventh', 'Undated', 'Tenth', 'April']);
  });

  it('when the site moves to London, then the same moment is still the tenth and that course is upcoming', async () => {
    const saved = await saveShopSettings(t, { timeZone: 'Europe/London' });
    expect(saved).toMatchObject({ timeZone: 'Europe/London', orderLeadDays: 3 });
    expect(await upcoming()).toEqual(['Tenth', 'Eleventh', 'April', 'Undated']);
  });
});
