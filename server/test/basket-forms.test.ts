import { BASKET_COOKIE, readBasket } from '@cakeshop/shared/basket';
import type { Cake } from '@cakeshop/shared';
import { schemas } from '@cakeshop/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { cookiesOf } from './helpers';
import { builtApp } from './support/built-app';
import type { Staff } from './support/staff';
import { staffOf } from './support/staff';
import { fieldIn, open, post, problems } from './support/visitor';

const ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' };
const MESSAGE = 'عيد ميلاد سعيد يا Lina ٣٠';

let app: CakeshopApp['app'];
let staff: Staff;
/** A cake in two sizes of different prices, with flavours, made for these tests. */
let cake: Cake;
let branchId: number;

/** The basket a response left in its cookie (undefined: the response did not touch it). */
const basketSet = (res: { headers: Record<string, unknown> }) =>
  cookiesOf(res.headers['set-cookie'] as string[] | undefined)[BASKET_COOKIE];

/** The header's basket count as the page shows it ('' for none). */
const headerCount = (html: string) => /data-basket-count="">([^<]*)</.exec(html)?.[1];

/** The branch's days as the API tells them, by state. */
async function days(cakes: string, branch = branchId) {
  const res = await request(app).get(`/api/Order/GetPickupDays?branchId=${branch}&cakes=${cakes}`);
  return schemas.GetPickupDays.response.parse(res.body).days;
}

/** A visitor adds the cake to their basket without script; their cookie string after the redirect. */
async function addCake(
  lang: 'en' | 'ar',
  address: string,
  fields: Record<string, string>,
  basket: Record<string, string> = {},
) {
  const page = await open(app, `/cakes/${cake.id}`, lang, address, basket);
  const res = await post(
    app,
    `/cakes/${cake.id}`,
    page.cookie,
    { _csrf: page.hidden._csrf, ...fields },
    address,
  );
  return { page, res, basket: basketSet(res) };
}

const sizeOf = (index: number) => String(cake.sizes?.[index]?.id);
const flavour = () => String(cake.flavours?.[0]?.id);

beforeAll(async () => {
  app = (await builtApp({ TRUST_PROXY: '1' })).app;
  staff = await staffOf(app, ADMIN.email, ADMIN.password);
  const categories = schemas.GetCakeCategories.response.parse(
    (await request(app).get('/api/CakeCategory/GetCakeCategories')).body,
  );
  const added = await staff.form('/api/Cake/AddCake', {
    nameEn: 'Basket test cake',
    nameAr: 'كعكة اختبار السلة',
    cakeCategoryId: String(categories[0]!.id),
    sizes: JSON.stringify([
      { labelEn: '1 kg', labelAr: '١ كغ', price: 120, servingsFrom: 8, servingsTo: 10 },
      { labelEn: '2 kg', labelAr: '٢ كغ', price: 210.5, servingsFrom: 16, servingsTo: 20 },
    ]),
    flavours: JSON.stringify([{ nameEn: 'Pistachio', nameAr: 'فستق' }]),
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  cake = schemas.AddCake.response.parse(added.body);
  const branches = schemas.GetBranchs.response.parse(
    (await request(app).get('/api/ContactUs/GetBranchs')).body,
  );
  branchId = branches[0]!.id;
});

describe('the cake page without JavaScript', () => {
  it('shows every size with its servings and price, "from" the lowest, and one Offer per size', async () => {
    const page = await open(app, `/cakes/${cake.id}`, 'ar', '10.1.0.1');
    expect(page.html).toContain('من');
    expect(page.html).toContain('٨–١٠ أشخاص');
    expect(page.html).toContain('١ كغ');
    expect(page.html).toContain('فستق');
    const ld = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '{}') as { offers?: { price: string }[] })
      .find((block) => Array.isArray(block.offers));
    expect(ld?.offers?.map((offer) => offer.price)).toEqual(['120.00', '210.50']);
  });

  it('when a cake is added, then 303 to the basket, whose page shows the line in Arabic and the header counts it', async () => {
    const { res, basket } = await addCake('ar', '10.1.1.1', {
      sizeId: sizeOf(1),
      flavourId: flavour(),
      quantity: '٢',
      cakeMessage: MESSAGE,
    });
    expect(res.status).toBe(303);
    expect(res.headers['location']).toBe('/basket');
    expect(readBasket(basket)).toEqual([
      expect.objectContaining({
        cakeId: cake.id,
        sizeId: cake.sizes?.[1]?.id,
        quantity: 2,
        message: MESSAGE,
      }),
    ]);
    const page = await open(app, '/basket', 'ar', '10.1.1.1', { [BASKET_COOKIE]: basket ?? '' });
    expect(page.html).toContain('كعكة اختبار السلة');
    expect(page.html).toContain('٢ كغ');
    expect(page.html).toContain(`<q><bdi>${MESSAGE}</bdi></q>`);
    expect(headerCount(page.html)).toBe('٢');
  });

  it('when the message is too long or the size is not the cake’s, then the page again (400) in Arabic with the problems beside them, values kept, the basket untouched', async () => {
    const long = 'م'.repeat(61);
    const { res, basket } = await addCake('ar', '10.1.2.1', {
      sizeId: '999999',
      flavourId: flavour(),
      quantity: '1',
      cakeMessage: long,
    });
    expect(res.status).toBe(400);
    expect(basket).toBeUndefined();
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(problems(res.text)).toEqual([expect.stringContaining('اختر حجمًا'), expect.stringContaining('٦٠')]);
    expect(res.text).toContain(`value="${long}"`);
  });

  it('when the basket cookie cannot take one more line, then the page says so and the basket is kept as it was', async () => {
    let basket = '';
    let refused: Awaited<ReturnType<typeof addCake>>['res'] | undefined;
    for (let i = 0; i < 30 && !refused; i += 1) {
      const added = await addCake(
        'en',
        '10.1.3.1',
        {
          sizeId: sizeOf(0),
          flavourId: flavour(),
          quantity: '1',
          cakeMessage: `${'م'.repeat(50)} ${i}`,
        },
        basket ? { [BASKET_COOKIE]: basket } : {},
      );
      if (added.res.status === 303) basket = added.basket ?? '';
      else refused = added.res;
    }
    expect(refused?.status).toBe(400);
    expect(problems(refused?.text ?? '')).toEqual([expect.stringMatching(/basket (holds|is full)/)]);
    expect(refused && basketSet(refused)).toBeUndefined();
    expect(readBasket(basket)?.length).toBeGreaterThan(5);
  });
});

describe('the basket without JavaScript', () => {
  it('when a quantity changes or a line goes, then 303 back to the basket (the chosen shop kept) with the cookie changed; a quantity that is none says so beside it', async () => {
    const first = await addCake('en', '10.2.1.1', {
      sizeId: sizeOf(0),
      flavourId: flavour(),
      quantity: '1',
      cakeMessage: '',
    });
    const second = await addCake(
      'en',
      '10.2.1.1',
      { sizeId: sizeOf(1), flavourId: flavour(), quantity: '1', cakeMessage: 'Lina' },
      { [BASKET_COOKIE]: first.basket ?? '' },
    );
    const lines = readBasket(second.basket) ?? [];
    expect(lines).toHaveLength(2);
    const path = `/basket?branch=${branchId}`;
    const page = await open(app, path, 'en', '10.2.1.1', { [BASKET_COOKIE]: second.basket ?? '' });
    const changed = await post(app, path, page.cookie, {
      _csrf: page.hidden._csrf,
      intent: 'update',
      line: lines[0]!.id,
      quantity: '3',
    });
    expect(changed.status).toBe(303);
    expect(changed.headers['location']).toBe(path);
    expect(readBasket(basketSet(changed))?.map((line) => line.quantity)).toEqual([3, 1]);
    const removed = await post(app, path, page.cookie, {
      _csrf: page.hidden._csrf,
      intent: 'remove',
      line: lines[1]!.id,
    });
    expect(readBasket(basketSet(removed))?.map((line) => line.id)).toEqual([lines[0]!.id]);
    const wrong = await post(app, path, page.cookie, {
      _csrf: page.hidden._csrf,
      intent: 'update',
      line: lines[0]!.id,
      quantity: 'lots',
    });
    expect(wrong.status).toBe(400);
    expect(problems(wrong.text)).toHaveLength(1);
    expect(basketSet(wrong)).toBeUndefined();
  });

  it('when the basket cookie was tampered with, then the page says it could not read it (200), counts nothing, and nothing fails', async () => {
    for (const value of ['1.broken', 'x'.repeat(3000), '1.WyJ4Il0']) {
      const page = await request(app)
        .get('/basket')
        .set('Accept', 'text/html')
        .set('Cookie', `${BASKET_COOKIE}=${value}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('could not read the basket');
      expect(headerCount(page.text)).toBe('');
      expect(
        (
          await request(app)
            .get('/cakes')
            .set('Accept', 'text/html')
            .set('Cookie', `${BASKET_COOKIE}=${value}`)
        ).status,
      ).toBe(200);
    }
  });

  it('when two visitors open the basket and a cached page in turn, then each sees their own basket and count', async () => {
    const mine = await addCake('en', '10.2.3.1', {
      sizeId: sizeOf(0),
      flavourId: flavour(),
      quantity: '4',
      cakeMessage: 'Mine',
    });
    const theirs = await addCake('en', '10.2.3.2', {
      sizeId: sizeOf(1),
      flavourId: flavour(),
      quantity: '1',
      cakeMessage: 'Theirs',
    });
    const seen = async (basket: string | undefined, path: string) =>
      (await open(app, path, 'en', '10.2.3.3', basket ? { [BASKET_COOKIE]: basket } : {})).html;
    expect(await seen(mine.basket, '/basket')).toContain('Mine');
    const other = await seen(theirs.basket, '/basket');
    expect(other).toContain('Theirs');
    expect(other).not.toContain('Mine');
    expect(await seen(undefined, '/basket')).not.toContain('Theirs');
    // /faq is kept in the micro-cache: one render, three visitors, three counts.
    expect(headerCount(await seen(mine.basket, '/faq'))).toBe('4');
    expect(headerCount(await seen(theirs.basket, '/faq'))).toBe('1');
    expect(headerCount(await seen(undefined, '/faq'))).toBe('');
  });
});

describe('ordering the basket without JavaScript', () => {
  /** A basket of the cake in both sizes, at the basket page of the branch, opened in Arabic. */
  async function basketPage(address: string) {
    const one = await addCake('ar', address, {
      sizeId: sizeOf(0),
      flavourId: flavour(),
      quantity: '1',
      cakeMessage: MESSAGE,
    });
    const two = await addCake(
      'ar',
      address,
      { sizeId: sizeOf(1), flavourId: flavour(), quantity: '1', cakeMessage: '' },
      { [BASKET_COOKIE]: one.basket ?? '' },
    );
    const path = `/basket?branch=${branchId}`;
    const page = await open(app, path, 'ar', address, { [BASKET_COOKIE]: two.basket ?? '' });
    return { path, page, basket: two.basket ?? '' };
  }

  const details = {
    customerName: 'سارة أحمد',
    phone: '+971 50 123 4567',
    email: '',
    notes: '',
    website: '',
  };

  it('when fields are wrong, then the page again (400) in Arabic with each problem beside its field, every value and the basket kept', async () => {
    const { path, page } = await basketPage('10.3.1.1');
    const res = await post(
      app,
      path,
      page.cookie,
      {
        ...page.hidden,
        intent: 'checkout',
        branchId: String(branchId),
        expectedTotal: fieldIn(page.html, 'expectedTotal'),
        pickupDate: '',
        ...details,
        customerName: 'س',
      },
      '10.3.1.1',
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(problems(res.text)).toEqual([
      expect.stringContaining('مطلوب'),
      expect.stringContaining('أدخل حرفين على الأقل'),
    ]);
    expect(res.text).toContain('value="+971 50 123 4567"');
    expect(res.text).toContain(`name="idempotencyKey" value="${page.hidden.idempotencyKey}"`);
    expect(basketSet(res)).toBeUndefined();
  });

  it('when the day is closed or fills meanwhile, then it is said beside the date (values kept); a price that changed is shown before the visitor confirms; then the order goes through and the basket empties', async () => {
    const { path, page } = await basketPage('10.3.2.1');
    const open60 = (await days(`${cake.id}:2`)).filter((day) => day.state === 'open');
    const [closedDay, fullDay, goodDay] = [open60[5]!.date, open60[6]!.date, open60[7]!.date];
    // Staff close one day and cap the branch at 2 cakes a day; another visitor takes the 2 of the next.
    const calendar = await staff.json('/api/ContactUs/UpdateBranchCalendar', {
      branchId,
      week: null,
      exceptions: [{ from: closedDay, to: closedDay, closed: true, noteEn: 'Eid', noteAr: 'العيد' }],
      orderCutoff: null,
      dailyCapacity: 2,
    });
    expect(calendar.status, JSON.stringify(calendar.body)).toBe(200);
    const filled = await staff.json('/api/Order/AddCakeOrder', {
      lines: [
        { cakeId: cake.id, sizeId: cake.sizes?.[0]?.id, flavourId: cake.flavours?.[0]?.id, quantity: 2 },
      ],
      pickupDate: fullDay,
      branchId,
      customerName: 'Another visitor',
      phone: '0501234567',
      language: 'en',
    });
    expect(filled.status, JSON.stringify(filled.body)).toBe(201);
    const order = (pickupDate: string, expectedTotal = fieldIn(page.html, 'expectedTotal')) =>
      post(
        app,
        path,
        page.cookie,
        {
          ...page.hidden,
          intent: 'checkout',
          branchId: String(branchId),
          expectedTotal,
          pickupDate: pickupDate.slice(0, 10),
          ...details,
        },
        '10.3.2.1',
      );
    const closed = await order(closedDay);
    expect(closed.status).toBe(400);
    expect(problems(closed.text)).toEqual([expect.stringContaining('مغلق')]);
    expect(closed.text).toContain('value="سارة أحمد"');

    const changed = await order(goodDay, '1.00');
    expect(changed.status).toBe(409);
    expect(problems(changed.text)).toEqual([expect.stringContaining('تغيّر سعر')]);
    // The page shows the new total and carries it for the confirmation.
    expect(fieldIn(changed.text, 'expectedTotal')).toBe('330.50');

    const full = await order(fullDay);
    expect(full.status).toBe(409);
    expect(problems(full.text)).toEqual([expect.stringContaining('اكتمل الحجز')]);

    const placed = await order(goodDay);
    expect(placed.status).toBe(303);
    expect(placed.headers['location']).toMatch(
      /^\/thank-you\?ref=[0-9A-Z]{4}-[0-9A-Z]{4}&kind=cake&phone=[^&]+&branch=\d+&day=[^&]+$/,
    );
    expect(basketSet(placed)).toBe('');
    // The same post again (its answer lost) is the same order, not a second one.
    const again = await post(
      app,
      path,
      page.cookie,
      {
        ...page.hidden,
        intent: 'checkout',
        branchId: String(branchId),
        expectedTotal: fieldIn(page.html, 'expectedTotal'),
        pickupDate: goodDay.slice(0, 10),
        ...details,
      },
      '10.3.2.1',
    );
    expect(again.headers['location']).toBe(placed.headers['location']);
  });
});
