import type { Course, Paged } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCategory, makePng, postForm, startSignedInApi, refusalOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
let breadId: number;
let pastryId: number;

const courseFields = (overrides: Record<string, string | number> = {}) => ({
  titleEn: 'Sourdough from scratch',
  titleAr: 'خبز العجين المخمّر من البداية',
  price: '120',
  categoryId: breadId,
  startDate: '2030-03-01T00:00:00.000Z',
  durationHours: '6',
  seats: '10',
  ...overrides,
});

beforeAll(async () => {
  t = await startSignedInApi();
  breadId = await addCategory(t, '/api/Category/AddCategory', 'Bread');
  pastryId = await addCategory(t, '/api/Category/AddCategory', 'Pastry');
});
afterAll(() => t.close());

describe('courses', () => {
  it('when a course is added with an image, edited and deleted, then each step shows the saved state', async () => {
    const added = await postForm(t, '/api/Course/AddCourse', courseFields()).attach(
      'image',
      await makePng(300, 200),
      'c.png',
    );
    expect(added.status).toBe(201);
    const course = added.body as Course;
    expect(course).toMatchObject({
      price: 120,
      startDate: '2030-03-01T00:00:00.000Z',
      durationHours: 6,
      seats: 10,
      featured: false,
    });
    expect(course.imageSrcset).toMatch(/ 300w$/);

    const edited = await postForm(
      t,
      '/api/Course/EditCourse',
      courseFields({ id: course.id, startDate: '', seats: '', durationHours: '' }),
    );
    expect(edited.body).toMatchObject({
      startDate: null,
      seats: null,
      durationHours: null,
      imageUrl: course.imageUrl,
    });
    expect((await request(t.app).get(`/api/Course/GetCourseById?Id=${course.id}`)).body).toEqual(edited.body);

    expect(
      (await request(t.app).delete(`/api/Course/DeleteCourse?Id=${course.id}`).set('Authorization', t.auth))
        .status,
    ).toBe(204);
    expect((await request(t.app).get(`/api/Course/GetCourseById?Id=${course.id}`)).status).toBe(404);
  });

  it('when the start date is not at UTC midnight or numbers are out of range, then 400 names each', async () => {
    const response = await postForm(
      t,
      '/api/Course/AddCourse',
      courseFields({ startDate: '2030-03-01T10:00:00Z', seats: '0', durationHours: '1001' }),
    );
    expect(response.status).toBe(400);
    expect((refusalOf(response).details ?? []).map((detail) => detail.path).sort()).toEqual([
      'durationHours',
      'seats',
      'startDate',
    ]);
  });

  it('when the category does not exist, then 400 names categoryId', async () => {
    const response = await postForm(t, '/api/Course/AddCourse', courseFields({ categoryId: 999 }));
    expect(response.status).toBe(400);
    expect(refusalOf(response).details?.map((detail) => detail.path)).toEqual(['categoryId']);
  });

  it('when listed with catId and q, then only matching courses come, newest first', async () => {
    const ids: number[] = [];
    for (const [titleEn, categoryId] of [
      ['Croissant masterclass', pastryId],
      ['Baguette basics', breadId],
      ['Puff pastry', pastryId],
    ] as const) {
      ids.push(
        ((await postForm(t, '/api/Course/AddCourse', courseFields({ titleEn, categoryId }))).body as Course)
          .id,
      );
    }
    const pastry = (await request(t.app).get(`/api/Course/GetCourses?catId=${pastryId}`))
      .body as Paged<Course>;
    expect(pastry.items.map((course) => course.id)).toEqual([ids[2], ids[0]]);
    const search = (await request(t.app).get('/api/Course/GetCourses?q=baguette')).body as Paged<Course>;
    expect(search.items.map((course) => course.id)).toEqual([ids[1]]);
    const both = (await request(t.app).get(`/api/Course/GetCourses?catId=${pastryId}&q=PUFF&pageSize=1`))
      .body as Paged<Course>;
    expect(both).toMatchObject({ totalCount: 1, pageSize: 1, pageNumber: 1 });
  });
});
