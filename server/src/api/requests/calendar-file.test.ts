import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, postForm, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { addCourse, makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';
import { hasWording } from '../outbox/wording';
import { CALENDAR_SUMMARY, foldLine, icsText } from './calendar-file';

let t: SignedInApi;
let f: RequestFixtures;
const PHONE = '+971 50 123 4567';
const LONG_ADDRESS_AR =
  'مبنى ١٢، الطابق الأرضي، شارع الخليج التجاري، بجانب محطة المترو، دبي مارينا، الإمارات';

beforeAll(async () => {
  t = await startSignedInApi({ requestsPerHour: 1000, notify: { siteUrl: 'https://cakes.example' } });
  f = await makeRequestFixtures(t);
  await request(t.app)
    .post('/api/ContactUs/UpdateContactUs')
    .set('Authorization', t.auth)
    .send({
      branches: [
        {
          id: f.branchId,
          nameEn: 'Marina, Bay; Walk',
          nameAr: 'المارينا',
          addressEn: '1 Bay St, Dubai',
          addressAr: LONG_ADDRESS_AR,
          openingHoursEn: 'Daily 8:00–22:00',
          mapUrl: 'https://maps.example/marina',
        },
      ],
    })
    .expect(200);
});
afterAll(() => t.close());

const calendarOf = (reference: string, phone = PHONE) =>
  request(t.app).get(
    `/api/Order/GetRequestCalendar?reference=${reference}&phone=${encodeURIComponent(phone)}`,
  );

/** The file as a real iCalendar parser reads it: its one event and that event's alarm. */
function readBack(text: string) {
  // ical.js types its parse as any: it is jCal, the JSON form of the calendar (RFC 7265).
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent), alarm: vevent.getFirstSubcomponent('valarm')! };
}

describe('calendar files', () => {
  it('when a booking is asked for with its phone in Arabic digits, then an Arabic class at its UTC time, at its branch, with a reminder the day before', async () => {
    const courseId = await addCourse(t, f.courseCategoryId, { seats: 5, days: 9 });
    await postForm(t, '/api/Course/EditCourse', {
      id: courseId,
      titleEn: 'Sourdough',
      titleAr: 'خبز، العجين; المخمر',
      price: '90',
      categoryId: f.courseCategoryId,
      seats: 5,
      startDate: siteDay(9),
      startTime: '18:30',
      durationHours: 3,
      branchId: f.branchId,
      bringAr: 'مريلة',
    }).expect(200);
    const booked = await request(t.app)
      .post('/api/Booking/AddCourseBooking')
      .send({ courseId, seats: 2, ...visitor({ language: 'ar' }) });
    const { reference } = answerOf('AddCourseBooking', booked);
    const response = await calendarOf(reference, '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename=${reference}.ics`);
    const text = response.text;
    // Lines end in CRLF, none longer than 75 octets, and only ASCII digits name times.
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/^DTSTART:\d{8}T\d{6}Z$/m);
    const { event, alarm, vevent } = readBack(text);
    // 18:30 in Dubai is 14:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe(siteDay(9).replace('T00:00', 'T14:30'));
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3 * 3_600_000);
    expect(event.summary).toBe(`حصة: خبز، العجين; المخمر (${reference})`);
    expect(event.location).toBe(`المارينا, ${LONG_ADDRESS_AR}`);
    expect(event.description).toContain('ما تحضره معك: مريلة');
    expect(event.uid).toBe(`${reference}@cakes.example`);
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    // The same request gives the same UID every time (a calendar updates, never duplicates).
    expect(readBack((await calendarOf(reference)).text).event.uid).toBe(event.uid);
  });

  it('when a cake order is asked for, then its whole pick-up day at the branch, its hours in the notes, and a moved day raises the sequence', async () => {
    const placed = await request(t.app)
      .post('/api/Order/AddCakeOrder')
      .send({ cakeId: f.cakeId, quantity: 1, pickupDate: siteDay(7), branchId: f.branchId, ...visitor() });
    const { reference } = answerOf('AddCakeOrder', placed);
    const first = readBack((await calendarOf(reference)).text);
    expect(first.event.startDate.isDate).toBe(true);
    expect(first.event.startDate.toString()).toBe(siteDay(7).slice(0, 10));
    expect(first.event.location).toBe('Marina, Bay; Walk, 1 Bay St, Dubai');
    expect(first.event.description).toContain('Opening hours: Daily 8:00–22:00');
    expect(first.event.description).toContain('Map: https://maps.example/marina');
    expect(first.event.sequence).toBe(0);
    await request(t.app)
      .post('/api/Order/ChangeCakeOrderPickup')
      .send({ reference, phone: PHONE, pickupDate: siteDay(8) })
      .expect(200);
    const moved = readBack((await calendarOf(reference)).text);
    expect(moved.event.startDate.toString()).toBe(siteDay(8).slice(0, 10));
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.uid).toBe(first.event.uid);
  });

  it('when a custom cake is asked for, then a translated title and its whole pick-up day; a place in line has no day, so no file', async () => {
    const asked = await request(t.app)
      .post('/api/CustomCake/AddCustomCakeRequest')
      .field('occasion', 'زفاف')
      .field('servings', '40')
      .field('pickupDate', siteDay(12))
      .field('branchId', String(f.branchId))
      .field('description', 'ثلاث طبقات بالورد الأبيض')
      .field('customerName', 'Sara Ahmed')
      .field('phone', PHONE)
      .field('language', 'ar');
    const custom = readBack((await calendarOf(answerOf('AddCustomCakeRequest', asked).reference)).text);
    expect(custom.event.summary).toMatch(/^استلام الكعكة حسب الطلب: .*زفاف/);
    expect(custom.event.startDate.isDate).toBe(true);
    expect(custom.event.startDate.toString()).toBe(siteDay(12).slice(0, 10));

    const courseId = await addCourse(t, f.courseCategoryId, { seats: 1, days: 15 });
    await request(t.app)
      .post('/api/Booking/AddCourseBooking')
      .send({ courseId, seats: 1, ...visitor() })
      .expect(201);
    const waiting = await request(t.app)
      .post('/api/Waitlist/AddWaitlistEntry')
      .send({ courseId, seats: 1, ...visitor() })
      .expect(201);
    const none = await calendarOf(answerOf('AddWaitlistEntry', waiting).reference);
    expect(none.status).toBe(404);
    const tracked = await request(t.app).get(
      `/api/Order/TrackRequest?reference=${answerOf('AddWaitlistEntry', waiting).reference}&phone=${encodeURIComponent(PHONE)}`,
    );
    expect(tracked.body).toMatchObject({ kind: 'waitlist', calendar: false });
  });

  it('each kind’s event title is worded in both languages', () => {
    for (const key of Object.values(CALENDAR_SUMMARY))
      for (const language of ['en', 'ar'] as const)
        expect(hasWording(language, key), `${language} ${key}`).toBe(true);
  });

  it('when the phone is wrong, then the same 404 as for a reference that does not exist', async () => {
    const placed = await request(t.app)
      .post('/api/Order/AddCakeOrder')
      .send({ cakeId: f.cakeId, quantity: 1, pickupDate: siteDay(7), branchId: f.branchId, ...visitor() });
    const wrong = await calendarOf(answerOf('AddCakeOrder', placed).reference, '+971 50 999 9999');
    const unknown = await calendarOf('ZZZZ-ZZZZ');
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(refusalOf(wrong)).toEqual(refusalOf(unknown));
  });
});

describe('iCalendar text', () => {
  it('escapes what RFC 5545 reserves and folds long lines without splitting a letter', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`LOCATION:${'ب'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `LOCATION:${'ب'.repeat(60)}`,
    );
  });
});
