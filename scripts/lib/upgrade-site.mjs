// A bakery's first weeks, made through the HTTP API as its staff and visitors would: what
// scripts/make-upgrade-fixtures.mjs fills a site of an earlier version with.
import { takeBookings } from './upgrade-courses.mjs';
import { moveOrders, takeCustomCakes, takeOrders } from './upgrade-orders.mjs';
import { VISITORS } from './upgrade-visitors.mjs';

/** The site's settings, catalogue and branches; returns their ids. */
async function openShop(site, shop) {
  await site.postForm('/api/Home/UpdateHomeData', {
    brandNameEn: 'Rosewater Bakery',
    brandNameAr: 'مخبز ماء الورد',
    heroTitleEn: 'Cakes for every day',
    heroTitleAr: 'كعك لكل يوم',
    currency: shop.currency,
    vatRate: shop.vatRate,
    timeZone: shop.timeZone,
    orderLeadDays: 2,
    orderNoteEn: 'Orders are ready from 10 am.',
    orderNoteAr: 'الطلبات جاهزة من الساعة العاشرة صباحًا.',
    whatsappNumber: shop.whatsappNumber,
    waitlistHoldHours: 24,
    pickupChangeHours: 48,
    classChangeHours: 24,
  });
  const branches = await site.post('/api/ContactUs/UpdateContactUs', {
    branches: [
      {
        nameEn: 'Jumeirah',
        nameAr: 'جميرا',
        addressEn: '12 Beach Road',
        addressAr: '١٢ شارع الشاطئ',
        sortOrder: 0,
      },
      {
        nameEn: 'Marina',
        nameAr: 'المارينا',
        addressEn: '3 Bay Street',
        addressAr: '٣ شارع الخليج',
        sortOrder: 1,
      },
    ],
  });
  const [jumeirah, marina] = branches.map((branch) => branch.id);
  const birthday = await site.post('/api/CakeCategory/AddCakeCategory', {
    nameEn: 'Birthday',
    nameAr: 'أعياد الميلاد',
  });
  const baking = await site.post('/api/Category/AddCategory', {
    nameEn: 'Baking classes',
    nameAr: 'دروس الخبز',
  });
  const { prices } = shop;
  const roseCake = await site.postForm('/api/Cake/AddCake', {
    nameEn: 'Pistachio rose cake',
    nameAr: 'كعكة الفستق والورد',
    descriptionEn: 'Rose sponge, pistachio cream',
    descriptionAr: 'إسفنج الورد وكريمة الفستق',
    cakeCategoryId: birthday.id,
    featured: 'true',
    sizes: [
      { labelEn: '1 kg', labelAr: '١ كغ', price: prices.oneKg, servingsFrom: 8, servingsTo: 10 },
      { labelEn: '2 kg', labelAr: '٢ كغ', price: prices.twoKg, servingsFrom: 16, servingsTo: 20 },
    ],
    flavours: [
      { nameEn: 'Pistachio', nameAr: 'فستق' },
      { nameEn: 'Saffron', nameAr: 'زعفران' },
    ],
  });
  const dateLoaf = await site.postForm('/api/Cake/AddCake', {
    nameEn: 'Date loaf',
    nameAr: 'كيكة التمر',
    price: prices.loaf,
    cakeCategoryId: birthday.id,
  });
  const course = (titleEn, titleAr, price, startDate, seats, branchId) =>
    site.postForm('/api/Course/AddCourse', {
      titleEn,
      titleAr,
      price,
      categoryId: baking.id,
      startDate,
      startTime: '10:00',
      durationHours: 3,
      seats,
      branchId,
    });
  const sourdough = await course(
    'Sourdough basics',
    'أساسيات خبز العجين المخمر',
    prices.sourdough,
    shop.day(19),
    8,
    jumeirah,
  );
  const sweets = await course('Arabic sweets', 'الحلويات العربية', prices.sweets, shop.day(26), 2, marina);
  return { jumeirah, marina, roseCake, dateLoaf, sourdough: sourdough.id, sweets: sweets.id };
}

/** Content: a cake edited and then published from a draft, a draft left open, a scheduled draft. */
async function editContent(site, c) {
  const roseForm = (descriptionEn) => ({
    nameEn: c.roseCake.nameEn,
    nameAr: c.roseCake.nameAr,
    descriptionEn,
    descriptionAr: c.roseCake.descriptionAr,
    cakeCategoryId: c.roseCake.cakeCategoryId,
    featured: 'true',
  });
  await site.postForm('/api/Cake/EditCake', {
    ...roseForm('Rose sponge, pistachio cream, rose petals'),
    id: c.roseCake.id,
  });
  await site.postForm('/api/Content/SaveDraft', {
    kind: 'Cake',
    id: c.roseCake.id,
    ...roseForm('Rose sponge, pistachio cream, candied rose petals'),
  });
  await site.post('/api/Content/PublishDraft', { kind: 'Cake', id: c.roseCake.id });
  await site.postForm('/api/Content/SaveDraft', {
    kind: 'Cake',
    id: c.dateLoaf.id,
    nameEn: 'Date loaf (new recipe)',
    nameAr: 'كيكة التمر (وصفة جديدة)',
    price: c.dateLoaf.price,
    cakeCategoryId: c.dateLoaf.cakeCategoryId,
  });
  await site.postForm('/api/About/UpdateAboutData', {
    titleEn: 'Our story',
    titleAr: 'قصتنا',
    bodyEn: 'A family bakery since 1998.',
    bodyAr: 'مخبز عائلي منذ عام ١٩٩٨.',
  });
  await site.postForm('/api/Content/SaveDraft', {
    kind: 'AboutData',
    titleEn: 'Our story',
    titleAr: 'قصتنا',
    bodyEn: 'A family bakery since 1998, now in two branches.',
    bodyAr: 'مخبز عائلي منذ عام ١٩٩٨، وله الآن فرعان.',
  });
  await site.post('/api/Content/ScheduleDraft', { kind: 'AboutData', publishAt: '2027-04-15T09:00' });
}

/**
 * Fills a new site (signed in as its owner) with a shop's first weeks. `shop`: currency, VAT rate,
 * time zone, WhatsApp number, prices and `day(n)` (the contract's day n days after the site's today).
 * Returns the references made, for the expectations.
 */
export async function fillSite(site, shop) {
  const catalogue = await openShop(site, shop);
  const orders = await takeOrders(site, shop, catalogue);
  await moveOrders(site, shop, orders);
  const bookings = await takeBookings(site, catalogue);
  const custom = await takeCustomCakes(site, shop, catalogue);
  await editContent(site, catalogue);
  return { catalogue, orders, bookings, custom, visitors: VISITORS };
}
