import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  addCategory,
  answerOf,
  downloadBackup,
  makePng,
  signIn,
  startSignedInApi,
  tempDataDir,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { restore } from '../../../test/support/backup';
import { testDatabaseUrl } from '../../../test/support/database';
import { addCourse, makeRequestFixtures, visitor } from '../../../test/support/requests';

/**
 * Only in the PostgreSQL pass (vitest.postgres.config.ts): what needs a SQLite site and a
 * PostgreSQL one side by side, or two servers on one PostgreSQL database.
 */

/** What a visitor and the staff see of a site: its cakes (with their pictures' bytes) and courses. */
async function content(site: SignedInApi) {
  const cakes = answerOf('GetCakes', await request(site.app).get('/api/Cake/GetCakes'));
  const pictures = await Promise.all(
    cakes.items.map(async (cake) =>
      cake.imageUrl ? ((await request(site.app).get(cake.imageUrl)).body as Buffer) : null,
    ),
  );
  const courses = answerOf('GetCourses', await request(site.app).get('/api/Course/GetCourses'));
  const bookings = answerOf(
    'GetCourseBookings',
    await request(site.app).get('/api/Booking/GetCourseBookings').set('Authorization', site.auth),
  );
  return {
    cakes: cakes.items.map(({ id, nameEn, nameAr, price }) => ({ id, nameEn, nameAr, price })),
    pictures,
    courses: courses.items.map(({ id, titleEn, seats, seatsLeft }) => ({ id, titleEn, seats, seatsLeft })),
    bookings: bookings.items.map(({ reference, seats, status }) => ({ reference, seats, status })),
  };
}

/**
 * `from`'s backup restored onto `to`, which must then serve what `from` serves. A restore
 * replaces the accounts and their sessions: `to` signs in again, as the backup's owner.
 */
async function moveByBackup(from: SignedInApi, to: SignedInApi): Promise<SignedInApi> {
  const before = await content(from);
  const restored = await restore(to, await downloadBackup(from.app, from.auth));
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  const signedIn = { ...to, auth: await signIn(to.app, ADMIN_EMAIL, ADMIN_PASSWORD) };
  expect(await content(signedIn)).toEqual(before);
  return signedIn;
}

describe('one backup for both databases', () => {
  let onSqlite: SignedInApi;
  let onPostgres: SignedInApi;
  let course: number;
  beforeAll(async () => {
    // `databaseUrl: undefined` overrides the pass's PostgreSQL: this one keeps a SQLite file.
    onSqlite = await startSignedInApi({ databaseUrl: undefined });
    onPostgres = await startSignedInApi();
  });
  afterAll(async () => {
    await onSqlite.close();
    await onPostgres.close();
  });

  it('when a SQLite site is backed up and restored onto PostgreSQL, then it serves the same content, and new rows number on after the restored ones', async () => {
    const f = await makeRequestFixtures(onSqlite);
    const festive = await addCategory(onSqlite, '/api/CakeCategory/AddCakeCategory', 'Festive');
    await request(onSqlite.app)
      .post('/api/Cake/AddCake')
      .set('Authorization', onSqlite.auth)
      .field('nameEn', 'Saffron cake')
      .field('nameAr', 'كعكة الزعفران')
      .field('price', '120')
      .field('cakeCategoryId', String(festive))
      .attach('image', await makePng(64, 48, '#e0a030'), 'saffron.png')
      .expect(201);
    course = await addCourse(onSqlite, f.courseCategoryId, { seats: 6, days: 12, titleEn: 'Ka’ak' });
    await request(onSqlite.app)
      .post('/api/Booking/AddCourseBooking')
      .send({ courseId: course, seats: 2, ...visitor({ customerName: 'سارة' }) })
      .expect(201);
    onPostgres = await moveByBackup(onSqlite, onPostgres);

    const added = await addCourse(onPostgres, f.courseCategoryId, { seats: 4, days: 20 });
    expect(added).toBe(course + 1);
  });

  it('when the PostgreSQL site is backed up and restored onto SQLite, then the SQLite site serves what PostgreSQL did', async () => {
    await request(onPostgres.app)
      .post('/api/Booking/AddCourseBooking')
      .send({ courseId: course, seats: 1, ...visitor({ customerName: 'Omar' }) })
      .expect(201);
    onSqlite = await moveByBackup(onPostgres, onSqlite);
  });
});

describe('two servers on one PostgreSQL database', () => {
  let a: SignedInApi;
  let b: SignedInApi;
  beforeAll(async () => {
    a = await startSignedInApi();
    // Another DATA_DIR (another machine's), the same database.
    b = await startSignedInApi({ dataDir: tempDataDir(), databaseUrl: await testDatabaseUrl(a.dataDir) });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('when 12 visitors book a 3-seat course at once through both, then exactly 3 seats are booked and the rest hear it is full', async () => {
    const f = await makeRequestFixtures(a);
    const course = await addCourse(a, f.courseCategoryId, { seats: 3, days: 9 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_unused, i) =>
        request((i % 2 === 0 ? a : b).app)
          .post('/api/Booking/AddCourseBooking')
          .set('X-Forwarded-For', `10.9.0.${i + 1}`)
          .send({ courseId: course, seats: 1, ...visitor({ customerName: `Visitor ${i}` }) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const seen = answerOf(
      'GetCourseById',
      await request(b.app).get(`/api/Course/GetCourseById?Id=${course}`),
    );
    expect(seen.seatsLeft).toBe(0);
  });
});
