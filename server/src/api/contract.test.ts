import { endpointList } from '@cakeshop/shared';
import type { Endpoint, EndpointName } from '@cakeshop/shared';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliverySamples, placeDeliveredOrder } from '../../test/support/delivery';
import { siteDay } from '../../test/support/requests';
import {
  addSignedInUser,
  asBytes,
  downloadBackup,
  JWT_SECRET,
  loginToken,
  requestFor,
  signIn,
  startTestApi,
  USER_PASSWORD,
  refusalOf,
  answerOf,
} from '../../test/support/api';
import type { AddedUser, TestApi } from '../../test/support/api';

let t: TestApi;
let token: string;
const ids: Record<string, number> = {};
let editor: AddedUser;
/** Rows that end sessions get sessions of their own, so the walk's token lives on. */
let changer: AddedUser;
const disposable: string[] = [];
let backup: Buffer;
const refs: Record<string, string> = {};
let delivered: { orderId: number; slotIds: number[] };
const PHONE = '+971 50 123 4567';
const orderBody = () => ({
  cakeId: ids.cake,
  quantity: 1,
  pickupDate: siteDay(5),
  branchId: ids.branch,
  customerName: 'Sara',
  phone: PHONE,
  language: 'en',
});
const customBody = () => ({
  occasion: 'Birthday',
  servings: 12,
  pickupDate: siteDay(6),
  branchId: ids.branch,
  description: 'Chocolate, with a fox on top',
  customerName: 'Sara',
  phone: PHONE,
  language: 'en',
});
const bookingBody = () => ({
  courseId: ids.bookable,
  seats: 1,
  customerName: 'Sara',
  phone: PHONE,
  language: 'ar',
});

function send(endpoint: Endpoint, path: string, auth?: string) {
  const req = requestFor(t.app, endpoint, path);
  return auth ? req.set('Authorization', auth) : req;
}

async function add(path: string, body: Record<string, string | number>, form = false): Promise<number> {
  let req = request(t.app).post(path).set('Authorization', `Bearer ${token}`);
  if (form) for (const [key, value] of Object.entries(body)) req = req.field(key, String(value));
  else req = req.send(body);
  const response = await req;
  expect(response.status).toBe(201);
  return (response.body as { id: number }).id;
}

beforeAll(async () => {
  // The walk sends more visitor requests than one address may make an hour.
  t = await startTestApi({ requestsPerHour: 100, payments: { provider: 'demo', holdMinutes: 15 } });
  token = await loginToken(t.app);
  ids.cakeCat = await add('/api/CakeCategory/AddCakeCategory', {
    nameEn: 'Birthday',
    nameAr: 'أعياد الميلاد',
  });
  ids.cakeCatFree = await add('/api/CakeCategory/AddCakeCategory', { nameEn: 'Spare', nameAr: 'احتياطي' });
  ids.courseCat = await add('/api/Category/AddCategory', { nameEn: 'Bread', nameAr: 'الخبز' });
  ids.courseCatFree = await add('/api/Category/AddCategory', { nameEn: 'Spare', nameAr: 'احتياطي' });
  const cake = { nameEn: 'Carrot cake', nameAr: 'كعكة الجزر', price: 30, cakeCategoryId: ids.cakeCat };
  ids.cake = await add('/api/Cake/AddCake', cake, true);
  ids.cakeToDelete = await add('/api/Cake/AddCake', cake, true);
  const course = { titleEn: 'Sourdough', titleAr: 'خبز العجين المخمّر', price: 90, categoryId: ids.courseCat };
  ids.course = await add('/api/Course/AddCourse', course, true);
  ids.courseToDelete = await add('/api/Course/AddCourse', course, true);
  const faq = { questionEn: 'Delivery?', questionAr: 'هل يوجد توصيل؟', answerEn: 'Yes.', answerAr: 'نعم.' };
  ids.faq = await add('/api/FAQ/AddFAQ', faq);
  const branches = await request(t.app)
    .post('/api/ContactUs/UpdateContactUs')
    .set('Authorization', `Bearer ${token}`)
    .send({
      branches: [{ nameEn: 'Marina', nameAr: 'المارينا', addressEn: '1 Bay St', addressAr: '١ شارع الخليج' }],
    });
  ids.branch = (branches.body as { id: number }[])[0]!.id;
  ids.bookable = await add('/api/Course/AddCourse', { ...course, seats: 5, startDate: siteDay(30) }, true);
  const placed = await request(t.app).post('/api/Order/AddCakeOrder').send(orderBody());
  refs.order = (placed.body as { reference: string }).reference;
  ids.order = answerOf(
    'GetCakeOrders',
    await request(t.app).get('/api/Order/GetCakeOrders').set('Authorization', `Bearer ${token}`),
  ).items[0]!.id;
  delivered = await placeDeliveredOrder(
    { ...t, auth: `Bearer ${token}` },
    { branchId: ids.branch, cakeId: ids.cake, day: siteDay(5), phone: PHONE },
  );
  // Payments online (the demo's): one link paid (its outcome to read, its payment to refund), one open to pay.
  const ask = async () =>
    answerOf(
      'OpenPaymentDue',
      await request(t.app)
        .post('/api/Payment/OpenPaymentDue')
        .set('Authorization', `Bearer ${token}`)
        .send({ orderId: ids.order, amount: 5 }),
    ).due!.at(-1)!.id;
  const paying = answerOf(
    'PayRequest',
    await request(t.app)
      .post('/api/Payment/PayRequest')
      .send({ reference: refs.order, phone: PHONE, dueId: await ask() }),
  );
  const back = await request(t.app).post(paying.redirectUrl).type('form').send({ choice: 'pay' });
  refs.payment = new URL(back.headers.location!).searchParams.get('payment')!;
  ids.due = await ask();
  ids.payment = answerOf(
    'GetOrderPayments',
    await request(t.app)
      .get(`/api/Order/GetOrderPayments?orderId=${ids.order}`)
      .set('Authorization', `Bearer ${token}`),
  ).payments[0]!.id;
  // An order its visitor cancels (unpaid: a paid one's refund writes its own row once the provider answers).
  const cancelling = await request(t.app).post('/api/Order/AddCakeOrder').send(orderBody());
  refs.cancelling = (cancelling.body as { reference: string }).reference;
  // An order paid in cash and cancelled by its visitor: the cash waits to be given back by hand.
  const cash = await request(t.app).post('/api/Order/AddCakeOrder').send(orderBody());
  const cashRef = (cash.body as { reference: string }).reference;
  ids.cashOrder = answerOf(
    'GetCakeOrders',
    await request(t.app).get(`/api/Order/GetCakeOrders?q=${cashRef}`).set('Authorization', `Bearer ${token}`),
  ).items[0]!.id;
  await request(t.app)
    .post('/api/Order/RecordOrderPayment')
    .set('Authorization', `Bearer ${token}`)
    .send({ orderId: ids.cashOrder, amount: 10, method: 'cash', paidOn: siteDay(0) })
    .expect(201);
  await request(t.app)
    .post('/api/Order/CancelRequest')
    .send({ reference: cashRef, phone: PHONE })
    .expect(200);
  ids.cashRefund = answerOf(
    'GetOrderPayments',
    await request(t.app)
      .get(`/api/Order/GetOrderPayments?orderId=${ids.cashOrder}`)
      .set('Authorization', `Bearer ${token}`),
  ).refunds![0]!.id;
  // A full course with two people waiting, one of them offered the seat a cancellation freed.
  ids.fullCourse = await add('/api/Course/AddCourse', { ...course, seats: 1, startDate: siteDay(30) }, true);
  const seat = await request(t.app)
    .post('/api/Booking/AddCourseBooking')
    .send({ ...bookingBody(), courseId: ids.fullCourse });
  const join = () =>
    request(t.app)
      .post('/api/Waitlist/AddWaitlistEntry')
      .send({ ...bookingBody(), courseId: ids.fullCourse });
  refs.offered = ((await join()).body as { reference: string }).reference;
  refs.waiting = ((await join()).body as { reference: string }).reference;
  const seatId = answerOf(
    'GetCourseBookings',
    await request(t.app)
      .get(`/api/Booking/GetCourseBookings?q=${(seat.body as { reference: string }).reference}`)
      .set('Authorization', `Bearer ${token}`),
  ).items[0]!.id;
  await request(t.app)
    .post('/api/Booking/UpdateCourseBookingStatus')
    .set('Authorization', `Bearer ${token}`)
    .send({ id: seatId, status: 'cancelled' });
  const entries = answerOf(
    'GetWaitlistEntries',
    await request(t.app).get('/api/Waitlist/GetWaitlistEntries').set('Authorization', `Bearer ${token}`),
  ).items;
  const offered = entries.find((entry) => entry.reference === refs.offered)!;
  ids.waiting = entries.find((entry) => entry.reference === refs.waiting)!.id;
  refs.token = new URL(offered.offer!.link, 'http://site').searchParams.get('token')!;
  // Custom cakes: one new (to quote), one quoted (to accept), one to cancel.
  const customCake = async () => {
    let req = request(t.app).post('/api/CustomCake/AddCustomCakeRequest');
    for (const [key, value] of Object.entries(customBody())) req = req.field(key, String(value));
    const reference = ((await req).body as { reference: string }).reference;
    return answerOf(
      'GetCustomCakeRequests',
      await request(t.app)
        .get(`/api/CustomCake/GetCustomCakeRequests?q=${reference}`)
        .set('Authorization', `Bearer ${token}`),
    ).items[0]!;
  };
  ids.customNew = (await customCake()).id;
  ids.customToCancel = (await customCake()).id;
  const quoted = await customCake();
  refs.quoted = quoted.reference;
  await request(t.app)
    .post('/api/CustomCake/QuoteCustomCake')
    .set('Authorization', `Bearer ${token}`)
    .send({ id: quoted.id, price: 500, deposit: 100, depositDue: siteDay(3) });
  await request(t.app).post('/api/Booking/AddCourseBooking').send(bookingBody());
  ids.booking = answerOf(
    'GetCourseBookings',
    await request(t.app).get('/api/Booking/GetCourseBookings').set('Authorization', `Bearer ${token}`),
  ).items[0]!.id;
  // The visitor's own changes each get a request of their own (the walk cancels the first ones).
  const moving = await request(t.app).post('/api/Order/AddCakeOrder').send(orderBody());
  refs.moving = (moving.body as { reference: string }).reference;
  const seated = await request(t.app).post('/api/Booking/AddCourseBooking').send(bookingBody());
  refs.seated = (seated.body as { reference: string }).reference;
  ids.faqToDelete = await add('/api/FAQ/AddFAQ', faq);
  // Drafts the walk discards, schedules, unschedules and previews.
  await request(t.app)
    .post('/api/Content/SaveDraft')
    .set('Authorization', `Bearer ${token}`)
    .field({ kind: 'Faq', id: String(ids.faq), ...faq, answerAr: '' });
  await request(t.app)
    .post('/api/Content/SaveDraft')
    .set('Authorization', `Bearer ${token}`)
    .field({
      kind: 'Course',
      id: String(ids.course),
      ...course,
      price: String(course.price),
      categoryId: String(ids.courseCat),
    });
  const link = await request(t.app)
    .get(`/api/Content/GetPreviewLink?kind=Course&id=${ids.course}`)
    .set('Authorization', `Bearer ${token}`);
  refs.preview = new URL(answerOf('GetPreviewLink', link).path, 'http://x').searchParams.get('preview') ?? '';
  editor = await addSignedInUser(t.app, `Bearer ${token}`, 'contract.editor', 'editor');
  changer = await addSignedInUser(t.app, `Bearer ${token}`, 'contract.changer', 'editor');
  ids.userToDelete = (await addSignedInUser(t.app, `Bearer ${token}`, 'contract.leaving', 'editor')).id;
  for (let i = 0; i < 2; i += 1)
    disposable.push(await signIn(t.app, 'admin@example.com', 'correct horse battery staple'));
  // Taken last: restoring it (the walk's last row) keeps the walk's own session.
  backup = await downloadBackup(t.app, `Bearer ${token}`);
});
afterAll(() => t.close());

/** A valid request for every row: the query string and the body. */
function sample(name: EndpointName): { query?: string; body?: Record<string, unknown> } {
  const cake = { nameEn: 'Lemon', nameAr: 'ليمون', price: '12.50', cakeCategoryId: String(ids.cakeCat) };
  const course = { titleEn: 'Choux', titleAr: 'عجينة الشو', price: '40', categoryId: String(ids.courseCat) };
  const faq = { questionEn: 'Q?', questionAr: 'سؤال؟', answerEn: 'A.', answerAr: 'جواب.' };
  const samples: Record<EndpointName, { query?: string; body?: Record<string, unknown> }> = {
    GetAboutData: {},
    UpdateAboutData: {
      body: { titleEn: 'About us', titleAr: 'من نحن', bodyEn: 'We bake.', bodyAr: 'نخبز.' },
    },
    Login: { body: { email: 'admin@example.com', password: 'correct horse battery staple' } },
    GetAccount: {},
    Logout: {},
    ChangePassword: { body: { currentPassword: USER_PASSWORD, newPassword: 'marzipan-window-80' } },
    GetUsers: {},
    AddUser: {
      body: {
        username: 'contract.user',
        email: 'contract@example.com',
        password: 'long enough password',
        role: 'editor',
      },
    },
    DeleteUser: { query: `Id=${ids.userToDelete}` },
    GetActivity: { query: 'pageNume=1&pageSize=5&entity=Cake' },
    DownloadBackup: {},
    RestoreBackup: {},
    GetCakeCategories: {},
    GetCakeCategoryById: { query: `Id=${ids.cakeCat}` },
    AddCakeCategory: { body: { nameEn: 'Wedding', nameAr: 'أعراس' } },
    EditCakeCategory: { body: { id: ids.cakeCat, nameEn: 'Birthdays', nameAr: 'أعياد الميلاد' } },
    DeleteCakeCategory: { query: `Id=${ids.cakeCatFree}` },
    GetCakes: { query: 'pageNume=1&pageSize=5' },
    GetCakeById: { query: `Id=${ids.cake}` },
    AddCake: { body: cake },
    EditCake: { body: { ...cake, id: String(ids.cake) } },
    DeleteCake: { query: `Id=${ids.cakeToDelete}` },
    GetCategories: {},
    GetCategoryById: { query: `Id=${ids.courseCat}` },
    AddCategory: { body: { nameEn: 'Pastry', nameAr: 'المعجنات' } },
    EditCategory: { body: { id: ids.courseCat, nameEn: 'Breads', nameAr: 'الخبز' } },
    DeleteCategory: { query: `Id=${ids.courseCatFree}` },
    GetBranchs: {},
    UpdateContactUs: {
      body: {
        branches: [
          // The same branch renamed: the orders and days the other rows name stay valid.
          {
            id: ids.branch,
            nameEn: 'Downtown',
            nameAr: 'وسط البلد',
            addressEn: '1 Main St',
            addressAr: '١ الشارع الرئيسي',
          },
        ],
      },
    },
    GetCourses: { query: 'pageNume=1' },
    GetCourseById: { query: `Id=${ids.course}` },
    AddCourse: { body: course },
    EditCourse: { body: { ...course, id: String(ids.course) } },
    DeleteCourse: { query: `Id=${ids.courseToDelete}` },
    GetGetFAQs: {},
    GetFAQById: { query: `Id=${ids.faq}` },
    AddFAQ: { body: faq },
    EditFAQ: { body: { ...faq, id: ids.faq } },
    DeleteFAQ: { query: `Id=${ids.faqToDelete}` },
    GetHomeData: {},
    UpdateHomeData: {
      body: { brandNameEn: 'Crumb', brandNameAr: 'كرمب', heroTitleEn: 'Cakes', heroTitleAr: 'كعك' },
    },
    GetInstructorData: {},
    UpdateInstructorData: { body: { nameEn: 'Lina', nameAr: 'لينا' } },
    AddCakeOrder: { body: orderBody() },
    GetCakeOrders: { query: 'status=new&q=sara&pageSize=5' },
    GetCakeOrderById: { query: `Id=${ids.order}` },
    UpdateCakeOrderStatus: { body: { id: ids.order, status: 'confirmed', staffNote: 'Called' } },
    AddCourseBooking: { body: bookingBody() },
    GetCourseBookings: { query: `courseId=${ids.bookable}` },
    GetCourseBookingById: { query: `Id=${ids.booking}` },
    UpdateCourseBookingStatus: { body: { id: ids.booking, status: 'cancelled' } },
    TrackRequest: { query: `reference=${refs.order}&phone=${encodeURIComponent(PHONE)}` },
    GetInboxCounts: {},
    ExportRequests: { query: 'from=2020-01-01T00:00:00.000Z' },
    AddWaitlistEntry: { body: { ...bookingBody(), courseId: ids.fullCourse } },
    GetWaitlistEntries: { query: `courseId=${ids.fullCourse}&status=new` },
    GetWaitlistEntryById: { query: `Id=${ids.waiting}` },
    UpdateWaitlistEntryStatus: { body: { id: ids.waiting, status: 'cancelled' } },
    GetWaitlistSummary: {},
    GetWaitlistOffer: { query: `reference=${refs.offered}&token=${refs.token}` },
    AnswerWaitlistOffer: { body: { reference: refs.offered, token: refs.token, answer: 'accept' } },
    AddCustomCakeRequest: { body: customBody() },
    GetCustomCakeRequests: { query: 'status=new&pageSize=5' },
    GetCustomCakeRequestById: { query: `Id=${ids.customNew}` },
    UpdateCustomCakeStatus: { body: { id: ids.customToCancel, status: 'cancelled' } },
    QuoteCustomCake: { body: { id: ids.customNew, price: 300, deposit: 50, depositDue: siteDay(3) } },
    AnswerCustomCakeQuote: { body: { reference: refs.quoted, phone: PHONE, answer: 'accept' } },
    GetOrderPayments: { query: `orderId=${ids.order}` },
    RecordOrderPayment: { body: { orderId: ids.order, amount: 10, method: 'cash', paidOn: siteDay(0) } },
    PayRequest: { body: { reference: refs.order, phone: PHONE, dueId: ids.due } },
    GetPaymentOutcome: { query: `payment=${refs.payment}` },
    OpenPaymentDue: { body: { orderId: ids.order, amount: 1 } },
    RefundPayment: {
      body: { orderId: ids.order, paymentId: ids.payment, amount: 1, reason: 'A smaller cake' },
    },
    ConfirmRefund: { body: { orderId: ids.cashOrder, refundId: ids.cashRefund } },
    GetDraft: { query: `kind=Course&id=${ids.course}` },
    GetDrafts: { query: 'kind=Course' },
    SaveDraft: { body: { kind: 'Cake', id: String(ids.cake), ...cake, nameEn: 'Lemon (draft)' } },
    PublishDraft: { body: { kind: 'Cake', id: ids.cake } },
    DiscardDraft: { body: { kind: 'Faq', id: ids.faq } },
    ScheduleDraft: { body: { kind: 'Course', id: ids.course, publishAt: '2099-01-01T06:00' } },
    UnscheduleDraft: { body: { kind: 'Course', id: ids.course } },
    GetVersions: { query: `kind=Cake&id=${ids.cake}` },
    GetVersion: { query: `kind=Cake&id=${ids.cake}&version=1` },
    RestoreVersion: { body: { kind: 'Cake', id: ids.cake, version: 1 } },
    GetPreviewLink: { query: `kind=Course&id=${ids.course}` },
    GetPreview: { query: `token=${refs.preview}` },
    GetRequestCalendar: { query: `reference=${refs.order}&phone=${encodeURIComponent(PHONE)}` },
    CancelRequest: { body: { reference: refs.cancelling, phone: PHONE } },
    ChangeCakeOrderPickup: { body: { reference: refs.moving, phone: PHONE, pickupDate: siteDay(6) } },
    ChangeCourseBookingSeats: { body: { reference: refs.seated, phone: PHONE, seats: 2 } },
    GetRequestHistory: { query: `kind=cake&id=${ids.order}` },
    GetBranchCalendars: {},
    UpdateBranchCalendar: {
      body: {
        branchId: ids.branch,
        week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '21:00' })),
        exceptions: [{ from: siteDay(40), to: siteDay(42), closed: true, noteEn: 'Eid', noteAr: 'العيد' }],
        orderCutoff: '14:00',
        dailyCapacity: 40,
      },
    },
    GetPickupDays: { query: `branchId=${ids.branch}&cakes=${ids.cake}:2` },
    AddCakeOrderByStaff: {
      body: {
        ...orderBody(),
        lines: [{ cakeId: ids.cake, quantity: 2, cakeMessage: 'مبروك' }],
        overCapacity: true,
      },
    },
    GetProductionSheet: { query: `date=${siteDay(5)}` },
    ExportProductionSheet: {},
    GetInvoices: {},
    ExportInvoices: { query: 'from=2026-01&to=2026-12' },
    GetVatSummary: { query: 'from=2026-11' },
    GetShopSettings: {},
    UpdateShopSettings: {
      body: { currency: 'AED', timeZone: 'Asia/Dubai', whatsappNumber: '+971501234567' },
    },
    GetBranchPauses: {},
    PauseBranchOrders: {
      body: { branchId: ids.branch, day: siteDay(60), noteEn: 'Ovens full', noteAr: 'الأفران ممتلئة' },
    },
    ResumeBranchOrders: { body: { branchId: ids.branch, day: siteDay(60) } },
    GetCapacityUse: {},
    GetSeasonPlans: {},
    AddSeasonPlan: {
      body: {
        nameEn: 'Eid al-Fitr',
        nameAr: 'عيد الفطر',
        rules: [
          { branchId: ids.branch, from: { month: 10, day: 1 }, to: { month: 10, day: 3 }, closed: true },
        ],
      },
    },
    // The walk's plan (the first of its fresh site), on a year far from any request.
    ApplySeasonPlan: { body: { planId: 1, hijriYear: 1460, shift: 0 } },
    GetCakeSeasons: {},
    SetCakeSeason: { body: { cakeId: ids.cake, from: siteDay(200), to: siteDay(210) } },
    RemoveCakeSeason: { body: { cakeId: ids.cake } },
    ...deliverySamples(ids.branch!, siteDay(6), delivered),
  };
  return samples[name];
}

/** Who calls each row in the walk: the rows that end sessions use sessions of their own. */
function authOf(endpoint: Endpoint): string | undefined {
  if (endpoint.auth === 'public') return undefined;
  if (endpoint.name === 'Logout') return disposable[0];
  if (endpoint.name === 'ChangePassword') return changer.auth;
  return `Bearer ${token}`;
}

/** What the activity log must say after each kind of write. */
function expectedAction(name: EndpointName): string {
  const exact: Partial<Record<EndpointName, string>> = {
    Login: 'login',
    Logout: 'logout',
    ChangePassword: 'password',
    RestoreBackup: 'restore',
    // Its last row is the booking made from the held seats.
    AnswerWaitlistOffer: 'add',
    QuoteCustomCake: 'status',
    AnswerCustomCakeQuote: 'status',
    RecordOrderPayment: 'edit',
    PayRequest: 'edit',
    OpenPaymentDue: 'edit',
    RefundPayment: 'edit',
    ConfirmRefund: 'edit',
    SaveDraft: 'draft',
    PublishDraft: 'publish',
    DiscardDraft: 'discard',
    ScheduleDraft: 'schedule',
    UnscheduleDraft: 'unschedule',
    RestoreVersion: 'revert',
    CancelRequest: 'status',
    ChangeCakeOrderPickup: 'edit',
    ChangeCourseBookingSeats: 'edit',
    ChangeDeliveryWindow: 'edit',
    PauseBranchOrders: 'edit',
    ApplySeasonPlan: 'edit',
    SetCakeSeason: 'edit',
    RemoveCakeSeason: 'edit',
    ResumeBranchOrders: 'edit',
  };
  const action =
    exact[name] ??
    (/Status$/.test(name)
      ? 'status'
      : /^Add/.test(name)
        ? 'add'
        : /^(Edit|Update)/.test(name)
          ? 'edit'
          : /^Delete/.test(name)
            ? 'delete'
            : undefined);
  if (!action) throw new Error(`${name} writes, but the activity log has no action for it`);
  return action;
}

async function newestActivity(): Promise<{ action: string; id: number } | undefined> {
  const response = await request(t.app)
    .get('/api/Audit/GetActivity?pageSize=1')
    .set('Authorization', `Bearer ${token}`);
  return (response.body as { items: { action: string; id: number }[] }).items[0];
}

// Deletes last, so the rows they remove are not needed by a later row; the restore after them,
// since it puts back what the walk changed.
const rank = (endpoint: Endpoint) =>
  endpoint.name === 'RestoreBackup' ? 2 : endpoint.method === 'DELETE' ? 1 : 0;
const ordered = [...endpointList].sort((a, b) => rank(a) - rank(b));

describe('the endpoint table, walked row by row', () => {
  it.each(ordered.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'when %s gets a valid request, then it answers with its own status and response shape',
    async (_label, endpoint) => {
      const { query, body } = sample(endpoint.name);
      const path = query ? `${endpoint.path}?${query}` : endpoint.path;
      const before = await newestActivity();
      let req = send(endpoint, path, authOf(endpoint));
      if (body && endpoint.input === 'json') req = req.send(body);
      if (body && (endpoint.input === 'multipart' || endpoint.input === 'pictures')) {
        for (const [key, value] of Object.entries(body)) req = req.field(key, String(value));
      }
      if (endpoint.input === 'file') req = req.attach('file', backup, 'backup.tar.gz');
      if (endpoint.produces === 'application/gzip') req = asBytes(req);
      const response = await req;
      expect(response.status, JSON.stringify(response.body)).toBe(endpoint.status);
      const answer: unknown = endpoint.produces?.startsWith('text/') ? response.text : response.body;
      if (endpoint.response) expect(endpoint.response.safeParse(answer).error).toBeUndefined();
      if (endpoint.noStore) expect(response.headers['cache-control']).toBe('no-store');
      if (endpoint.produces === 'application/gzip') {
        expect(response.headers['content-type']).toBe(endpoint.produces);
        expect((response.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      }
      // Every write leaves its activity row; a read leaves none.
      const after = await newestActivity();
      if (endpoint.method === 'GET') expect(after).toEqual(before);
      else expect(after?.action, JSON.stringify(after)).toBe(expectedAction(endpoint.name));
    },
  );

  it('marks the answers that carry a token or the account as not to be stored', () => {
    const unstored = endpointList.filter((endpoint) => endpoint.noStore).map((endpoint) => endpoint.name);
    expect(unstored).toEqual(expect.arrayContaining(['Login', 'GetAccount']));
  });

  it.each(endpointList.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'when %s is called with its path in lower case, then it is still found',
    async (_label, endpoint) => {
      const auth = endpoint.name === 'Logout' ? disposable[1] : `Bearer ${token}`;
      const response = await send(endpoint, endpoint.path.toLowerCase(), auth);
      expect(response.body).not.toEqual({ error: 'No such API path' });
      expect(response.status).not.toBe(404);
    },
  );
});

describe('every row that needs a user', () => {
  const now = Math.floor(Date.now() / 1000);
  const badTokens: [string, () => string | undefined][] = [
    ['no token', () => undefined],
    ['an expired token', () => jwt.sign({ sub: '1', iat: now - 7200, exp: now - 3600 }, JWT_SECRET)],
    [
      'a token signed with another secret',
      () => jwt.sign({ sub: '1' }, 'another-secret-another-secret-another'),
    ],
    ['an alg "none" token', () => jwt.sign({ sub: '1' }, '', { algorithm: 'none' })],
    [
      'a token for a user that does not exist',
      () => jwt.sign({ sub: '999' }, JWT_SECRET, { expiresIn: 600 }),
    ],
    ['a malformed Authorization header', () => 'garbage'],
  ];
  const guarded = endpointList.filter((endpoint) => endpoint.auth !== 'public');

  it("includes every POST and DELETE except Login and the visitors' requests, and the staff's and owners' reads", () => {
    const visitors = [
      'Login',
      'AddCakeOrder',
      'AddCourseBooking',
      'AddWaitlistEntry',
      'AnswerWaitlistOffer',
      'AddCustomCakeRequest',
      'AnswerCustomCakeQuote',
      'PayRequest',
      'CancelRequest',
      'ChangeCakeOrderPickup',
      'ChangeCourseBookingSeats',
    ];
    const staffReads = [
      'GetAccount',
      'GetCakeOrders',
      'GetCakeOrderById',
      'GetCourseBookings',
      'GetWaitlistEntries',
      'GetWaitlistEntryById',
      'GetWaitlistSummary',
      'GetCustomCakeRequests',
      'GetCustomCakeRequestById',
      'GetOrderPayments',
      'GetRequestHistory',
    ];
    const contentReads = ['GetDraft', 'GetDrafts', 'GetVersions', 'GetVersion', 'GetPreviewLink'];
    const ownerReads = ['GetUsers', 'GetActivity', 'DownloadBackup'];
    const expected = endpointList
      .filter(
        (e) =>
          (e.method !== 'GET' && !visitors.includes(e.name)) ||
          [
            ...staffReads,
            ...ownerReads,
            ...contentReads,
            'GetCourseBookingById',
            'GetInboxCounts',
            'ExportRequests',
            'GetProductionSheet',
            'ExportProductionSheet',
            'GetCapacityUse',
            'GetSeasonPlans',
            'GetInvoices',
            'ExportInvoices',
            'GetVatSummary',
            'GetDeliveryZones',
            'GetDeliverySlots',
            'GetDeliveryRunSheet',
            'ExportDeliveryRunSheet',
          ].includes(e.name),
      )
      .map((e) => e.name);
    expect(guarded.map((e) => e.name).sort()).toEqual(expected.sort());
  });

  for (const [label, make] of badTokens) {
    it.each(guarded.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
      `when %s is called with ${label}, then it answers 401 with the error body`,
      async (_label, endpoint) => {
        const value = make();
        const auth = value === undefined ? undefined : value === 'garbage' ? value : `Bearer ${value}`;
        const response = await send(endpoint, endpoint.path, auth);
        expect(response.status).toBe(401);
        expect(refusalOf(response).code).toBe('auth.unauthorized');
      },
    );
  }
});

describe('roles, walked from the table', () => {
  const ownerRows = endpointList.filter((endpoint) => endpoint.auth === 'owner');
  const editorRows = endpointList.filter(
    (endpoint) => endpoint.auth === 'editor' || endpoint.auth === 'user',
  );

  it.each(ownerRows.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'when an editor calls the owner-only %s, then 403 auth.forbidden and nothing is logged',
    async (_label, endpoint) => {
      const before = await newestActivity();
      const response = await send(endpoint, endpoint.path, editor.auth);
      expect(response.status).toBe(403);
      expect(refusalOf(response).code).toBe('auth.forbidden');
      expect(await newestActivity()).toEqual(before);
    },
  );

  it.each(
    editorRows
      .filter((endpoint) => endpoint.name !== 'Logout')
      .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )('when an editor calls %s, then the role lets them through (no 401 or 403)', async (_label, endpoint) => {
    const response = await send(endpoint, endpoint.path, editor.auth);
    expect([401, 403]).not.toContain(response.status);
  });
});
