import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { answerOf, postForm, startSignedInApi, tempDataDir } from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import type { SignedInApi } from '../../../test/support/api';
import { placeDeliveredOrder } from '../../../test/support/delivery';
import { startSmtp } from '../../../test/support/mail';
import type { Mail } from '../../../test/support/mail';
import { addCourse, makeRequestFixtures, siteDay, visitor } from '../../../test/support/requests';
import type { RequestFixtures } from '../../../test/support/requests';

const HOUR = 3_600_000;
/** Outcomes come within moments; the bound is for a machine busy with other work. */
const WAIT_MS = 25_000;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: SignedInApi;
let f: RequestFixtures;
let clock = Date.now();
const dataDir = tempDataDir();

const open = () =>
  startSignedInApi({
    dataDir,
    requestsPerHour: 1000,
    now: () => new Date(clock),
    notify: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      notifyEmail: 'orders@bakery.example',
      siteUrl: 'https://cakes.example',
      // Sweeps every 50 ms, so a test waits for the message, not for a schedule.
      worker: { backoffMs: () => 50, sweepEveryMs: 50 },
    },
  });

beforeAll(async () => {
  smtp = await startSmtp();
  t = await open();
  f = await makeRequestFixtures(t);
  await request(t.app)
    .post('/api/ContactUs/UpdateContactUs')
    .set('Authorization', t.auth)
    .send({
      branches: [
        {
          id: f.branchId,
          nameEn: 'Marina',
          nameAr: 'المارينا',
          addressEn: '1 Bay St',
          addressAr: '١ شارع الخليج',
          phone: '+971 4 555 0101',
          mapUrl: 'https://maps.example/marina?q=1&z=2',
          openingHoursEn: 'Daily 8:00–22:00',
          openingHoursAr: 'يوميًا ٨:٠٠–٢٢:٠٠',
        },
      ],
    })
    .expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (to: string, reference: string) =>
  smtp.mails.filter((mail) => mail.to.includes(to) && mail.parsed.subject?.includes(reference));

async function oneMail(to: string, reference: string, subject: RegExp): Promise<Mail> {
  await vi.waitFor(
    () => expect(mailsTo(to, reference).filter((m) => subject.test(m.parsed.subject ?? ''))).toHaveLength(1),
    {
      timeout: WAIT_MS,
    },
  );
  return mailsTo(to, reference).find((m) => subject.test(m.parsed.subject ?? ''))!;
}

async function order(overrides: Record<string, unknown> = {}) {
  const response = await request(t.app)
    .post('/api/Order/AddCakeOrder')
    .send({
      cakeId: f.cakeId,
      quantity: 1,
      pickupDate: siteDay(5),
      branchId: f.branchId,
      ...visitor(),
      ...overrides,
    });
  const { reference } = answerOf('AddCakeOrder', response);
  const listed = await request(t.app)
    .get(`/api/Order/GetCakeOrders?q=${reference}`)
    .set('Authorization', t.auth);
  return { reference, id: (listed.body as { items: { id: number }[] }).items[0]!.id };
}

const moveOrder = (id: number, status: string) =>
  request(t.app)
    .post('/api/Order/UpdateCakeOrderStatus')
    .set('Authorization', t.auth)
    .send({ id, status })
    .expect(200);

const history = async (kind: 'cake' | 'course', id: number) =>
  answerOf(
    'GetRequestHistory',
    await request(t.app)
      .get(`/api/Order/GetRequestHistory?kind=${kind}&id=${id}`)
      .set('Authorization', t.auth),
  );

function messageRows(kind: string, id: number) {
  return queryData<{ message_kind: string }>(
    dataDir,
    'SELECT message_kind FROM request_messages WHERE request_kind = ? AND request_id = ?',
    [kind, id],
  );
}

describe('status messages', { timeout: 90_000 }, () => {
  it('when the staff confirm an Arabic order, then the visitor gets one e-mail: HTML in Arabic right to left with the reference and phone kept left to right, what they typed escaped, and a plain-text part', async () => {
    const { reference, id } = await order({
      language: 'ar',
      email: 'sara@example.com',
      customerName: '<img src=x onerror=alert(1)> سارة',
      cakeMessage: '=HYPERLINK("http://evil")',
    });
    await moveOrder(id, 'confirmed');
    const mail = await oneMail('sara@example.com', reference, /تم تأكيد/);
    const html = mail.parsed.html ?? '';
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<bdi dir="ltr">${reference}</bdi>`);
    expect(html).toContain('<bdi dir="ltr">+971 4 555 0101</bdi>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; سارة');
    expect(html).not.toContain('<img');
    expect(html).toContain('<a href="https://maps.example/marina?q=1&amp;z=2" dir="ltr">');
    expect(html).toContain(`https://cakes.example/track?ref=${reference}&amp;lang=ar`);
    // The text part says the same, the reference isolated left to right inside the Arabic.
    expect(mail.parsed.text).toContain(`\u2066${reference}\u2069`);
    expect(mail.parsed.text).toContain('=HYPERLINK("http://evil")');
    expect(mail.parsed.messageId).toMatch(/^<outbox\.\d+\.\d+@bakery\.example>$/);
    // The inbox keeps it, with its text for WhatsApp, and says the e-mail went.
    await vi.waitFor(async () => expect((await history('cake', id)).messages[0]?.email).toBe('sent'), {
      timeout: WAIT_MS,
    });
    const { messages } = await history('cake', id);
    expect(messages).toEqual([
      expect.objectContaining({
        messageKind: 'orderConfirmed',
        language: 'ar',
        text: mail.parsed.text?.trim(),
      }),
    ]);
  });

  it('when an order is ready, then it says where (address, map link, opening hours); a visitor without an address gets it in the inbox only', async () => {
    const withMail = await order({ email: 'lina@example.com' });
    const without = await order();
    for (const { id } of [withMail, without]) {
      await moveOrder(id, 'confirmed');
      await moveOrder(id, 'ready');
    }
    const mail = await oneMail('lina@example.com', withMail.reference, /ready/);
    expect(mail.parsed.text).toContain('Where: Marina, 1 Bay St');
    expect(mail.parsed.text).toContain('Map: https://maps.example/marina?q=1&z=2');
    expect(mail.parsed.text).toContain('Opening hours: Daily 8:00–22:00');
    expect(mail.parsed.html).toContain('<html lang="en" dir="ltr">');
    const { messages } = await history('cake', without.id);
    expect(messages.map((message) => [message.messageKind, message.email])).toEqual([
      ['orderConfirmed', 'none'],
      ['orderReady', 'none'],
    ]);
  });

  it('when a ready order is not collected, then the next morning (site time zone) it gets one message, never twice across sweeps and a restart; a delivered one, never', async () => {
    const { reference, id } = await order({ email: 'omar@example.com', pickupDate: siteDay(5) });
    await moveOrder(id, 'confirmed');
    await moveOrder(id, 'ready');
    // Delivered, not collected: its own steps tell its visitor, never "we missed you".
    const delivered = await placeDeliveredOrder(t, {
      branchId: f.branchId,
      cakeId: f.cakeId,
      day: siteDay(5),
      phone: '+971 50 444 5555',
    });
    await moveOrder(delivered.orderId, 'confirmed');
    const before = clock;
    const dayAfter = Date.parse(siteDay(6)) - 4 * HOUR; // the next day's first minute in Dubai
    // A class that evening: its reminder is due at once, so its e-mail shows a whole sweep has run.
    const evening = await addCourse(t, f.courseCategoryId, { seats: 9, days: 6, titleEn: 'Evening class' });
    await postForm(t, '/api/Course/EditCourse', {
      id: evening,
      titleEn: 'Evening class',
      titleAr: 'حصة مسائية',
      price: '90',
      categoryId: f.courseCategoryId,
      startDate: siteDay(6),
      startTime: '20:00',
    }).expect(200);
    let sweeps = 0;
    const aSweepHasRun = async () => {
      const email = `sweep${(sweeps += 1)}@example.com`;
      const booked = await request(t.app)
        .post('/api/Booking/AddCourseBooking')
        .send({ courseId: evening, seats: 1, ...visitor({ email }) });
      await oneMail(email, answerOf('AddCourseBooking', booked).reference, /Tomorrow: Evening class/);
    };
    try {
      clock = dayAfter + 8 * HOUR; // 08:00: not yet the morning hour
      await aSweepHasRun();
      expect((await messageRows('cake', id)).filter((row) => row.message_kind === 'orderMissed')).toEqual([]);
      clock = dayAfter + 9.5 * HOUR;
      await oneMail('omar@example.com', reference, /missed you/);
      await t.close();
      t = await open();
      await aSweepHasRun();
      expect(
        (await messageRows('cake', id)).filter((row) => row.message_kind === 'orderMissed'),
      ).toHaveLength(1);
      expect(
        (await messageRows('cake', delivered.orderId)).filter((row) => row.message_kind === 'orderMissed'),
      ).toEqual([]);
      expect(
        mailsTo('omar@example.com', reference).filter((m) => /missed you/.test(m.parsed.subject ?? '')),
      ).toHaveLength(1);
    } finally {
      clock = before;
    }
  });

  it('when a class is a day away, then a booking gets its reminder with the branch and what to bring; a cancelled one gets none; the staff cancelling tells the visitor', async () => {
    const course = await addCourse(t, f.courseCategoryId, { seats: 9, days: 8, titleEn: 'Croissants' });
    await postForm(t, '/api/Course/EditCourse', {
      id: course,
      titleEn: 'Croissants',
      titleAr: 'كرواسون',
      price: '90',
      categoryId: f.courseCategoryId,
      seats: 9,
      startDate: siteDay(8),
      startTime: '18:30',
      bringEn: 'An apron, a box for the croissants',
      bringAr: 'مريلة، وعلبة للكرواسون',
      branchId: f.branchId,
    }).expect(200);
    const book = async (email: string) =>
      answerOf(
        'AddCourseBooking',
        await request(t.app)
          .post('/api/Booking/AddCourseBooking')
          .send({ courseId: course, seats: 1, ...visitor({ email }) }),
      ).reference;
    const coming = await book('rana@example.com');
    const cancelling = await book('ali@example.com');
    const listed = await request(t.app)
      .get(`/api/Booking/GetCourseBookings?q=${cancelling}`)
      .set('Authorization', t.auth);
    const cancelId = (listed.body as { items: { id: number }[] }).items[0]!.id;
    await request(t.app)
      .post('/api/Booking/UpdateCourseBookingStatus')
      .set('Authorization', t.auth)
      .send({ id: cancelId, status: 'cancelled' })
      .expect(200);
    expect((await oneMail('ali@example.com', cancelling, /cancelled/)).parsed.text).toContain('18:30');
    const before = clock;
    const starts = Date.parse(siteDay(8)) - 4 * HOUR + 18.5 * HOUR;
    try {
      clock = starts - 23 * HOUR;
      const reminder = await oneMail('rana@example.com', coming, /Tomorrow: Croissants/);
      expect(reminder.parsed.text).toContain('What to bring: An apron, a box for the croissants');
      expect(reminder.parsed.text).toContain('Where: Marina, 1 Bay St');
      expect(
        mailsTo('ali@example.com', cancelling).some((m) => /Tomorrow/.test(m.parsed.subject ?? '')),
      ).toBe(false);
    } finally {
      clock = before;
    }
  });

  it("when a visitor changes their request, then the staff get an e-mail saying what changed, and the visitor's own cancellation sends them nothing", async () => {
    const { reference } = await order({ email: 'dana@example.com' });
    await request(t.app)
      .post('/api/Order/ChangeCakeOrderPickup')
      .send({ reference, phone: '+971 50 123 4567', pickupDate: siteDay(7) })
      .expect(200);
    await request(t.app)
      .post('/api/Order/CancelRequest')
      .send({ reference, phone: '971501234567' })
      .expect(200);
    // One e-mail for each change, both with the same subject: told apart by what they say.
    const changes = () =>
      mailsTo('orders@bakery.example', reference).filter((m) =>
        /changed by the customer/.test(m.parsed.subject ?? ''),
      );
    await vi.waitFor(() => expect(changes()).toHaveLength(2), { timeout: WAIT_MS });
    expect(
      changes().filter((m) => /moved the pick-up of .* from .* to /.test(m.parsed.text ?? '')),
    ).toHaveLength(1);
    expect(changes().filter((m) => /cancelled/.test(m.parsed.text ?? ''))).toHaveLength(1);
    expect(
      mailsTo('dana@example.com', reference).filter((m) => !/Your order/.test(m.parsed.subject ?? '')),
    ).toEqual([]);
  });
});
