import { addDays, todayIn } from '@cakeshop/shared';
import type { BranchCalendarInput, Cake, CakeOrder } from '@cakeshop/shared';
import request from 'supertest';

import { addCategory, answerOf, postForm, saveShopSettings } from './api';
import { queryData } from './database';
import type { FormFields, SignedInApi } from './api';
import { visitor } from './requests';

/**
 * A bakery's week to order against, made through the API: a clock the test moves, two branches,
 * a category, and helpers for cakes with sizes, calendars and baskets.
 */
export interface Week {
  t: SignedInApi;
  /** The API's clock: set `clock.now` to stand at another moment. */
  clock: { now: Date };
  categoryId: number;
  branchIds: [number, number];
}

/** The site's today plus `days`, in the given zone at the clock's moment. */
export const dayAfter = (week: Week, days: number, timeZone = 'Asia/Dubai') =>
  addDays(todayIn(timeZone, week.clock.now), days);

export async function makeWeek(
  start: (now: () => Date) => Promise<SignedInApi>,
  at = '2026-12-07T06:00:00.000Z',
): Promise<Week> {
  const clock = { now: new Date(at) };
  const t = await start(() => clock.now);
  const categoryId = await addCategory(t, '/api/CakeCategory/AddCakeCategory', 'Birthday');
  const branches = await request(t.app)
    .post('/api/ContactUs/UpdateContactUs')
    .set('Authorization', t.auth)
    .send({
      branches: [
        { nameEn: 'Jumeirah', nameAr: 'جميرا', addressEn: '1 Beach Rd', addressAr: '١ شارع الشاطئ' },
        { nameEn: 'Marina', nameAr: 'المارينا', addressEn: '1 Bay St', addressAr: '١ شارع الخليج' },
      ],
    });
  const [first, second] = (branches.body as { id: number }[]).map((branch) => branch.id);
  return { t, clock, categoryId, branchIds: [first!, second!] };
}

/** A cake's form as the dashboard sends it (multipart, lists as JSON text), in the week's category. */
export const cakeForm = (week: Week, fields: Record<string, unknown>): FormFields =>
  Object.fromEntries(
    Object.entries({
      nameEn: 'Rose cake',
      nameAr: 'كعكة الورد',
      cakeCategoryId: week.categoryId,
      ...fields,
    }).map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : value]),
  );

export async function addCake(week: Week, fields: Record<string, unknown> = {}): Promise<Cake> {
  const response = await postForm(week.t, '/api/Cake/AddCake', { price: '100', ...cakeForm(week, fields) });
  if (response.status !== 201) throw new Error(`AddCake: ${JSON.stringify(response.body)}`);
  return answerOf('AddCake', response);
}

/** Sizes "1 kg" at 120 and "2 kg" at 220. */
export const TWO_SIZES = [
  { labelEn: '1 kg', labelAr: '١ كغ', price: 120, servingsFrom: 8, servingsTo: 10 },
  { labelEn: '2 kg', labelAr: '٢ كغ', price: 220, servingsFrom: 16, servingsTo: 20 },
];

export function setCalendar(week: Week, calendar: Partial<BranchCalendarInput> & { branchId: number }) {
  return request(week.t.app)
    .post('/api/ContactUs/UpdateBranchCalendar')
    .set('Authorization', week.t.auth)
    .send({ week: null, exceptions: [], ...calendar });
}

/** A basket order for the first branch, `days` from today; overrides replace fields. */
export const basket = (week: Week, lines: object[], overrides: Record<string, unknown> = {}) => ({
  lines,
  pickupDate: dayAfter(week, 5),
  branchId: week.branchIds[0],
  ...visitor(),
  ...overrides,
});

export function placeOrder(week: Week, body: object, address = '10.1.1.1') {
  return request(week.t.app).post('/api/Order/AddCakeOrder').set('X-Forwarded-For', address).send(body);
}

export function placeStaffOrder(week: Week, body: object) {
  return request(week.t.app)
    .post('/api/Order/AddCakeOrderByStaff')
    .set('Authorization', week.t.auth)
    .send(body);
}

/** Every order the staff see with this text in it, newest first. */
export async function ordersMatching(week: Week, q: string): Promise<CakeOrder[]> {
  const response = await request(week.t.app)
    .get(`/api/Order/GetCakeOrders?pageSize=100&q=${encodeURIComponent(q)}`)
    .set('Authorization', week.t.auth);
  return answerOf('GetCakeOrders', response).items;
}

export function setStatus(week: Week, id: number, status: string) {
  return request(week.t.app)
    .post('/api/Order/UpdateCakeOrderStatus')
    .set('Authorization', week.t.auth)
    .send({ id, status });
}

export async function pickupDays(week: Week, query: string) {
  const response = await request(week.t.app).get(`/api/Order/GetPickupDays?${query}`);
  return response;
}

/** Saves these shop settings; the others stay as they are. */
export async function setSite(week: Week, settings: Record<string, string | number>) {
  await saveShopSettings(week.t, settings);
}

/** Adds a branch of its own (the list is replaced whole, so the others are sent back as they are). */
export async function addBranch(week: Week, nameEn: string): Promise<number> {
  const current = (await request(week.t.app).get('/api/ContactUs/GetBranchs')).body as { id: number }[];
  const response = await request(week.t.app)
    .post('/api/ContactUs/UpdateContactUs')
    .set('Authorization', week.t.auth)
    .send({
      branches: [...current, { nameEn, nameAr: 'فرع', addressEn: '2 Side St', addressAr: '٢ شارع جانبي' }],
    });
  const branches = response.body as { id: number; nameEn: string }[];
  return branches.find((branch) => branch.nameEn === nameEn)!.id;
}

/** What the counters hold for a branch's day, and what its orders holding places (not cancelled or expired) add up to. */
export async function countedAndBooked(dataDir: string, branchId: number, day: string, scope = 0) {
  const [counted] = await queryData<{ taken: number }>(
    dataDir,
    'SELECT taken FROM pickup_counters WHERE branch_id = ? AND pickup_date = ? AND scope = ?',
    [branchId, day, scope],
  );
  const [booked] = await queryData<{ n: number | string }>(
    dataDir,
    `SELECT coalesce(sum(l.quantity), 0) AS n FROM cake_orders o JOIN order_lines l ON l.order_id = o.id
       JOIN fulfilments f ON f.request_id = o.id JOIN requests r ON r.id = o.id
     WHERE f.branch_id = ? AND f.day = ? AND r.status NOT IN ('cancelled', 'expired')
       AND (? = 0 OR l.cake_category_id = ?)`,
    [branchId, day, scope, scope],
  );
  // A sum is NUMERIC on PostgreSQL, which arrives as text.
  return { counted: counted?.taken ?? 0, booked: Number(booked!.n) };
}
