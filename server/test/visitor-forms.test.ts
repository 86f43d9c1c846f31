import { schemas } from '@cakeshop/shared';
import { BASKET_COOKIE } from '@cakeshop/shared/basket';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { builtApp } from './support/built-app';
import { cookiesOf } from './helpers';
import { staffOf } from './support/staff';
import type { Visitor } from './support/visitor';
import { fieldIn, open, post, problems } from './support/visitor';

let app: CakeshopApp['app'];
let cakeId: number;
let courseId: number;
/** A course with fewer seats left than the ten one booking may ask for. */
let smallCourse: { id: number; seatsLeft: number };

beforeAll(async () => {
  // Visitors' addresses come from X-Forwarded-For, as behind a load balancer.
  app = (await builtApp({ TRUST_PROXY: '1', REQUESTS_PER_HOUR: '3' })).app;
  const cakes = schemas.GetCakes.response.parse((await request(app).get('/api/Cake/GetCakes')).body);
  cakeId = cakes.items[0]!.id;
  const courses = schemas.GetCourses.response.parse(
    (await request(app).get('/api/Course/GetCourses?upcoming=true&pageSize=50')).body,
  );
  courseId = courses.items.find((course) => (course.seatsLeft ?? 0) >= 2)!.id;
  const small = courses.items.find(
    (course) => course.seatsLeft !== null && course.seatsLeft !== undefined && course.seatsLeft < 10,
  )!;
  smallCourse = { id: small.id, seatsLeft: small.seatsLeft ?? 0 };
});

/** A cake of one price (one size), made for these tests, with what its add form needs. */
let cake: { id: number; sizeId: string; flavourId: string };
/** A day the demo branch takes it (the first open one the API gives). */
let day: string;

beforeAll(async () => {
  const staff = await staffOf(app, 'admin@example.com', 'correct horse battery staple');
  const added = await staff.form('/api/Cake/AddCake', {
    nameEn: 'Visitor forms cake',
    nameAr: 'كعكة نماذج الزوار',
    price: '175',
    cakeCategoryId: '1',
  });
  const found = schemas.AddCake.response.parse(added.body);
  cakeId = found.id;
  cake = { id: found.id, sizeId: String(found.sizes?.[0]?.id ?? ''), flavourId: '' };
  const days = schemas.GetPickupDays.response.parse(
    (await request(app).get(`/api/Order/GetPickupDays?branchId=1&cakes=${cakeId}:2`)).body,
  ).days;
  day = days.find((each) => each.state === 'open')!.date.slice(0, 10);
});

/** A visitor's basket of the cake (2, an Arabic message) and the basket page of branch 1, opened. */
async function atCheckout(lang: 'en' | 'ar', address: string) {
  const cakePage = await open(app, `/cakes/${cake.id}`, lang, address);
  const added = await post(
    app,
    `/cakes/${cake.id}`,
    cakePage.cookie,
    {
      _csrf: cakePage.hidden._csrf,
      sizeId: cake.sizeId,
      flavourId: cake.flavourId,
      quantity: '2',
      cakeMessage: 'عيد ميلاد سعيد يا ليلى 30',
    },
    address,
  );
  expect(added.status).toBe(303);
  const basket = cookiesOf(added.headers['set-cookie'])[BASKET_COOKIE] ?? '';
  return open(app, '/basket?branch=1', lang, address, { [BASKET_COOKIE]: basket });
}

const validOrder = (page: Visitor) => ({
  ...page.hidden,
  intent: 'checkout',
  branchId: '1',
  expectedTotal: fieldIn(page.html, 'expectedTotal'),
  pickupDate: day,
  customerName: 'سارة أحمد',
  phone: '+971 50 123 4567',
  email: '',
  notes: '',
  website: '',
});

describe('a cake order posted without JavaScript (the basket)', () => {
  it('when fields are wrong, then the page comes back (400) in Arabic with a message beside each, every value kept and the same key', async () => {
    const page = await atCheckout('ar', '10.0.1.1');
    const res = await post(
      app,
      '/basket?branch=1',
      page.cookie,
      { ...validOrder(page), customerName: 'س', phone: '12' },
      '10.0.1.1',
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(problems(res.text)).toEqual([
      expect.stringContaining('أدخل حرفين على الأقل'),
      expect.stringContaining('أدخل ٦ أحرف على الأقل'),
    ]);
    expect(res.text).toContain('value="س"');
    expect(res.text).toContain('عيد ميلاد سعيد يا ليلى 30');
    expect(res.text).toContain(`name="idempotencyKey" value="${page.hidden.idempotencyKey}"`);
  });

  it('when the form is right, then 303 to the confirmation with the basket emptied, and the same post again is the same order', async () => {
    const page = await atCheckout('en', '10.0.2.1');
    const fields = validOrder(page);
    const first = await post(app, '/basket?branch=1', page.cookie, fields, '10.0.2.1');
    expect(first.status, JSON.stringify(problems(first.text)) + JSON.stringify(fields)).toBe(303);
    // The phone comes along, for the link to the request's calendar file; its branch and day too.
    expect(first.headers['location']).toMatch(
      /^\/thank-you\?ref=[0-9A-Z]{4}-[0-9A-Z]{4}&kind=cake&phone=[^&]+&branch=\d+&day=[^&]+$/,
    );
    expect(cookiesOf(first.headers['set-cookie'])[BASKET_COOKIE]).toBe('');
    const again = await post(app, '/basket?branch=1', page.cookie, fields, '10.0.2.1');
    expect(again.headers['location']).toBe(first.headers['location']);
    const received = await request(app).get(String(first.headers['location'])).set('Accept', 'text/html');
    const reference = /ref=([^&]+)/.exec(String(first.headers['location']))?.[1] ?? '';
    expect(received.text).toContain(reference);
    expect(received.text).toMatch(
      new RegExp(`href="/api/Order/GetRequestCalendar\\?reference=${reference}&amp;phone=`),
    );
  });

  it('when the anti-forgery token is missing or forged, then the "send it again" notice (403) and nothing is stored', async () => {
    const page = await atCheckout('en', '10.0.3.1');
    for (const token of ['', `${page.hidden._csrf}x`]) {
      const res = await post(
        app,
        '/basket?branch=1',
        page.cookie,
        { ...validOrder(page), _csrf: token },
        '10.0.3.1',
      );
      expect(res.status).toBe(403);
      expect(res.text).toContain('Please send the form again');
    }
  });

  it("when one address has had its requests this hour, then the next is refused above the button, and another address's are not", async () => {
    const sendFrom = async (address: string) => {
      const page = await atCheckout('en', address);
      return post(app, '/basket?branch=1', page.cookie, validOrder(page), address);
    };
    for (let i = 0; i < 3; i += 1) expect((await sendFrom('10.0.4.1')).status).toBe(303);
    const refused = await sendFrom('10.0.4.1');
    expect(refused.status).toBe(429);
    expect(problems(refused.text)).toEqual([expect.stringContaining('Too many')]);
    expect((await sendFrom('10.0.4.2')).status).toBe(303);
  });
});

describe('a course booking posted without JavaScript', () => {
  it('when more seats are asked than are left, then the page says so above the button (409), values kept', async () => {
    const page = await open(app, `/courses/${smallCourse.id}`, 'en', '10.0.5.1');
    const res = await post(
      app,
      `/courses/${smallCourse.id}`,
      page.cookie,
      {
        ...page.hidden,
        seats: String(smallCourse.seatsLeft + 1),
        customerName: 'Omar Khalil',
        phone: '0501234567',
        email: '',
        notes: '',
        website: '',
      },
      '10.0.5.1',
    );
    expect(res.status).toBe(409);
    expect(problems(res.text)).toEqual([expect.stringContaining('no more seats')]);
    expect(res.text).toContain('value="Omar Khalil"');
  });

  it('when it is right, then 303 to the confirmation of a booking', async () => {
    const page = await open(app, `/courses/${courseId}`, 'en', '10.0.5.2');
    const res = await post(
      app,
      `/courses/${courseId}`,
      page.cookie,
      {
        ...page.hidden,
        seats: '1',
        customerName: 'Omar Khalil',
        phone: '0501234567',
        email: '',
        notes: '',
        website: '',
      },
      '10.0.5.2',
    );
    expect(res.status).toBe(303);
    expect(res.headers['location']).toMatch(/kind=course&phone=0501234567&day=[^&]+$/);
  });
});

describe('the text of a form posted without JavaScript', () => {
  const raw = (path: string, cookie: string, body: string, address: string) =>
    request(app)
      .post(path)
      .set('Accept', 'text/html')
      .set('Cookie', cookie)
      .set('X-Forwarded-For', address)
      .type('form')
      .send(body);

  it('when a field is not UTF-8 (half a surrogate pair, percent-encoded), then 400 before anything is read', async () => {
    const page = await atCheckout('ar', '10.0.7.1');
    const body = new URLSearchParams({ ...validOrder(page), customerName: 'NAME' }).toString();
    const res = await raw(
      '/basket?branch=1',
      page.cookie,
      body.replace('NAME', 'Sara+%ED%A0%80+Ahmed'),
      '10.0.7.1',
    );
    expect(res.status).toBe(400);
    expect(res.headers['location']).toBeUndefined();
  });

  it('when the body starts with a byte-order mark and the name is typed decomposed, then the order is taken and the name stored composed', async () => {
    const page = await atCheckout('ar', '10.0.7.2');
    const name = 'آمنة القحطاني';
    const fields = { ...validOrder(page), customerName: name.normalize('NFD') };
    const res = await raw(
      '/basket?branch=1',
      page.cookie,
      `\uFEFF${new URLSearchParams(fields).toString()}`,
      '10.0.7.2',
    );
    expect(res.status).toBe(303);
    const reference = /ref=([^&]+)/.exec(String(res.headers['location']))?.[1] ?? '';
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(page.cookie)?.[1] ?? '');
    const login = await request(app)
      .post('/api/Auth/Login')
      .set('Cookie', page.cookie)
      .set('X-XSRF-TOKEN', xsrf)
      .send({ email: 'admin@example.com', password: 'correct horse battery staple' });
    const orders = await request(app)
      .get(`/api/Order/GetCakeOrders?q=${reference}`)
      .set('Authorization', `Bearer ${(login.body as { token: string }).token}`);
    expect(
      schemas.GetCakeOrders.response.parse(orders.body).items.map((order) => order.customerName),
    ).toEqual([name]);
  });
});

describe('tracking without JavaScript', () => {
  it('when the reference and phone match, then the answer is in the page; when they do not, the page says so without telling which', async () => {
    const page = await atCheckout('ar', '10.0.6.1');
    const placed = await post(app, '/basket?branch=1', page.cookie, validOrder(page), '10.0.6.1');
    const reference = /ref=([^&]+)/.exec(String(placed.headers['location']))?.[1] ?? '';
    const track = await open(app, `/track?ref=${reference}`, 'ar', '10.0.6.1');
    const found = await post(
      app,
      '/track',
      track.cookie,
      { _csrf: track.hidden._csrf, reference, phone: '971501234567' },
      '10.0.6.1',
    );
    expect(found.status).toBe(200);
    expect(found.text).toContain('class="track__result"');
    const missed = await post(
      app,
      '/track',
      track.cookie,
      { _csrf: track.hidden._csrf, reference, phone: '0500000000' },
      '10.0.6.1',
    );
    expect(missed.status).toBe(400);
    expect(missed.text).not.toContain('class="track__result"');
    expect(problems(missed.text)).toHaveLength(1);
  });
});
