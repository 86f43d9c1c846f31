import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@cakeshop/shared';
import request from 'supertest';

import { addCategory, cakeFields, postForm } from './api';
import type { SignedInApi } from './api';

/** A cake, a course category and a branch to order against, made through the API. */
export interface RequestFixtures {
  cakeId: number;
  courseCategoryId: number;
  branchId: number;
}

export async function makeRequestFixtures(t: SignedInApi): Promise<RequestFixtures> {
  const cakeCategoryId = await addCategory(t, '/api/CakeCategory/AddCakeCategory', 'Birthday');
  const cake = await postForm(t, '/api/Cake/AddCake', cakeFields(cakeCategoryId, { price: '24.50' }));
  const courseCategoryId = await addCategory(t, '/api/Category/AddCategory', 'Bread');
  const branches = await request(t.app)
    .post('/api/ContactUs/UpdateContactUs')
    .set('Authorization', t.auth)
    .send({
      branches: [{ nameEn: 'Marina', nameAr: 'المارينا', addressEn: '1 Bay St', addressAr: '١ شارع الخليج' }],
    });
  return {
    cakeId: (cake.body as { id: number }).id,
    courseCategoryId,
    branchId: (branches.body as { id: number }[])[0]!.id,
  };
}

/** A day `days` after today in the site's default time zone (Asia/Dubai), as the contract writes it. */
export const siteDay = (days: number, now = new Date()) => addDays(todayIn(DEFAULT_TIME_ZONE, now), days);

/** A course with `seats` seats starting `days` from today; returns its id. */
export async function addCourse(
  t: SignedInApi,
  categoryId: number,
  { seats, days, titleEn = 'Sourdough' }: { seats?: number; days?: number; titleEn?: string },
): Promise<number> {
  const response = await postForm(t, '/api/Course/AddCourse', {
    titleEn,
    titleAr: 'خبز',
    price: '90',
    categoryId,
    ...(seats === undefined ? {} : { seats }),
    ...(days === undefined ? {} : { startDate: siteDay(days) }),
  });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return (response.body as { id: number }).id;
}

export const visitor = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Sara Ahmed',
  phone: '+971 50 123 4567',
  email: '',
  language: 'en',
  ...overrides,
});
