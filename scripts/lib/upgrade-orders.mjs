// Cake orders and custom cakes of the upgrade fixtures' bakery (scripts/make-upgrade-fixtures.mjs),
// as its visitors ask for them and its staff move them on.
import { crc32, deflateSync } from 'node:zlib';

import { CUSTOM, idOf, ORDERS, VISITORS } from './upgrade-visitors.mjs';

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small picture of two colour bands, written by hand (a few hundred bytes). */
export function bandsPng(width, height, [top, bottom]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = (rgb) =>
    Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => Buffer.from(rgb))]);
  const rows = Array.from({ length: height }, (_, y) => row(y < height / 2 ? top : bottom));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const picture = (name, colours) => ({
  field: 'pictures',
  name,
  bytes: bandsPng(48, 36, colours),
  type: 'image/png',
});

/** Cake orders of one line and of several, moved through their statuses, one paid in part. */
export async function takeOrders(site, shop, c) {
  const order = async (who, body) =>
    (await site.post('/api/Order/AddCakeOrder', { ...VISITORS[who], ...body }, { visitor: true })).reference;
  const [small, large] = c.roseCake.sizes;
  const [pistachio, saffron] = c.roseCake.flavours;
  // The contract's first body: one cake, no lines.
  const single = await order('lina', {
    cakeId: c.dateLoaf.id,
    quantity: 2,
    cakeMessage: 'Happy birthday Lina',
    pickupDate: shop.day(5),
    branchId: c.jumeirah,
    notes: 'Please no nuts',
  });
  const basket = await order('sara', {
    lines: [
      {
        cakeId: c.roseCake.id,
        sizeId: large.id,
        flavourId: saffron.id,
        quantity: 1,
        cakeMessage: 'عيد ميلاد سعيد يا سارة',
      },
      {
        cakeId: c.roseCake.id,
        sizeId: small.id,
        flavourId: pistachio.id,
        quantity: 2,
        cakeMessage: 'مبروك ٣٠',
      },
      { cakeId: c.dateLoaf.id, quantity: 1 },
    ],
    pickupDate: shop.day(6),
    branchId: c.marina,
    notes: 'بدون مكسرات من فضلكم',
  });
  const cancelled = await order('omar', {
    lines: [
      {
        cakeId: c.roseCake.id,
        sizeId: small.id,
        flavourId: saffron.id,
        quantity: 1,
        cakeMessage: 'Well done Omar',
      },
      { cakeId: c.dateLoaf.id, quantity: 3 },
    ],
    pickupDate: shop.day(6),
    branchId: c.jumeirah,
  });
  const moved = await order('huda', {
    lines: [{ cakeId: c.roseCake.id, sizeId: small.id, flavourId: pistachio.id, quantity: 1 }],
    pickupDate: shop.day(8),
    branchId: c.jumeirah,
  });
  const ready = await order('james', {
    lines: [{ cakeId: c.dateLoaf.id, quantity: 1, cakeMessage: 'Get well soon' }],
    pickupDate: shop.day(7),
    branchId: c.marina,
  });
  const byStaff = (
    await site.post('/api/Order/AddCakeOrderByStaff', {
      ...VISITORS.omar,
      lines: [{ cakeId: c.roseCake.id, sizeId: large.id, flavourId: pistachio.id, quantity: 1 }],
      pickupDate: shop.day(9),
      branchId: c.jumeirah,
      notes: 'Taken by phone',
    })
  ).reference;
  return { single, basket, cancelled, moved, ready, byStaff };
}

export async function moveOrders(site, shop, refs) {
  const step = async (reference, ...statuses) => {
    const id = await idOf(site, ORDERS, reference);
    for (const status of statuses) await site.post('/api/Order/UpdateCakeOrderStatus', { id, status });
    return id;
  };
  await step(refs.single, 'confirmed', 'ready', 'collected');
  const basket = await idOf(site, ORDERS, refs.basket);
  await site.post('/api/Order/UpdateCakeOrderStatus', {
    id: basket,
    status: 'confirmed',
    staffNote: 'Call before noon; the Saffron cake goes in the tall box',
  });
  const pay = (orderId, amount, method, paidOn, note) =>
    site.post('/api/Order/RecordOrderPayment', { orderId, amount, method, paidOn, note });
  await pay(basket, shop.prices.basketDeposit, 'card', shop.day(0), 'Deposit');
  await pay(basket, shop.prices.basketPayment, 'cash', shop.day(0), 'Paid at the counter');
  const cancelled = await idOf(site, ORDERS, refs.cancelled);
  await site.post('/api/Order/UpdateCakeOrderStatus', {
    id: cancelled,
    status: 'cancelled',
    staffNote: 'The visitor called to cancel',
  });
  await step(refs.ready, 'confirmed', 'ready');
  // The visitor moves their own pick-up two days later, on /track.
  await site.post(
    '/api/Order/ChangeCakeOrderPickup',
    { reference: refs.moved, phone: VISITORS.huda.phone, pickupDate: shop.day(10) },
    { visitor: true },
  );
}

/** Custom cakes with pictures: one quoted, one accepted into an order with its deposit, one new. */
export async function takeCustomCakes(site, shop, c) {
  const ask = async (who, fields, pictures) =>
    (
      await site.postForm('/api/CustomCake/AddCustomCakeRequest', { ...VISITORS[who], ...fields }, pictures, {
        visitor: true,
      })
    ).reference;
  const quoted = await ask(
    'lina',
    {
      occasion: 'Wedding',
      servings: 80,
      pickupDate: shop.day(20),
      branchId: c.jumeirah,
      budget: shop.prices.weddingBudget,
      description: 'Three tiers, white roses, gold leaf on the top tier',
    },
    [
      picture('roses.png', [
        [250, 240, 235],
        [200, 170, 60],
      ]),
      picture('tiers.png', [
        [240, 200, 210],
        [255, 255, 255],
      ]),
    ],
  );
  const accepted = await ask(
    'sara',
    {
      occasion: 'عيد ميلاد',
      servings: 20,
      pickupDate: shop.day(14),
      branchId: c.marina,
      description: 'كعكة على شكل قلعة باللون الوردي مع اسم ليان',
    },
    [
      picture('castle.png', [
        [230, 150, 190],
        [120, 80, 160],
      ]),
    ],
  );
  const asked = await ask('james', {
    occasion: 'Retirement',
    servings: 30,
    pickupDate: shop.day(25),
    branchId: c.jumeirah,
    description: 'A cake shaped like a golf course, with a small flag',
  });
  const quote = (id, price, deposit, depositDue, note) =>
    site.post('/api/CustomCake/QuoteCustomCake', { id, price, deposit, depositDue, note });
  const { prices } = shop;
  await quote(
    await idOf(site, CUSTOM, quoted),
    prices.weddingPrice,
    prices.weddingDeposit,
    shop.day(10),
    'Gold leaf included',
  );
  await quote(
    await idOf(site, CUSTOM, accepted),
    prices.castlePrice,
    prices.castleDeposit,
    shop.day(7),
    'السعر يشمل التوصيل داخل المارينا',
  );
  const answer = await site.post(
    '/api/CustomCake/AnswerCustomCakeQuote',
    { reference: accepted, phone: VISITORS.sara.phone, answer: 'accept' },
    { visitor: true },
  );
  await site.post('/api/Order/RecordOrderPayment', {
    orderId: await idOf(site, ORDERS, answer.orderReference),
    amount: prices.castleDeposit,
    method: 'transfer',
    paidOn: shop.day(1),
    note: 'Deposit by bank transfer',
  });
  return { quoted, accepted, asked, acceptedOrder: answer.orderReference };
}
