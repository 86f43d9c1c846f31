// What a filled site answered through its API, written beside the upgrade fixtures: the upgraded
// site must answer the same (server/test/upgrade/). Only what belongs to the data is kept: row
// ids (which a rework may renumber), links signed or built for one server, and what the reading
// itself changes (a last sign-in) are left out, and pictures are kept as their bytes' hashes.
import { createHash } from 'node:crypto';

import { idOf } from './upgrade-visitors.mjs';

const without = (record, ...keys) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Each kind of request: its inbox list, its detail, and what of the detail is the data's. */
const KINDS = {
  cake: {
    list: '/api/Order/GetCakeOrders',
    detail: '/api/Order/GetCakeOrderById',
    keep: (order) => without(order, 'id', 'phone'),
  },
  course: {
    list: '/api/Booking/GetCourseBookings',
    detail: '/api/Booking/GetCourseBookingById',
    keep: (booking) => without(booking, 'id', 'phone'),
  },
  waitlist: {
    list: '/api/Waitlist/GetWaitlistEntries',
    detail: '/api/Waitlist/GetWaitlistEntryById',
    // The offer's link and text name the server that wrote them.
    keep: (entry) => ({
      ...without(entry, 'id', 'phone', 'offer'),
      offer: entry.offer && { offeredAt: entry.offer.offeredAt, expiresAt: entry.offer.expiresAt },
    }),
  },
  custom: {
    list: '/api/CustomCake/GetCustomCakeRequests',
    detail: '/api/CustomCake/GetCustomCakeRequestById',
    keep: (custom) => without(custom, 'id', 'phone', 'orderId', 'pictures'),
  },
};

/** One request as the staff and its visitor see it: detail, life, tracking, and an order's money. */
async function requestOf(site, kind, reference) {
  const spec = KINDS[kind];
  const id = await idOf(site, spec.list, reference);
  const detail = await site.get(spec.detail, { Id: id });
  const history = await site.get('/api/Order/GetRequestHistory', { kind, id });
  const track = await site.getAsVisitor('/api/Order/TrackRequest', { reference, phone: detail.phone });
  const expected = {
    kind,
    reference,
    phone: detail.phone,
    detail: spec.keep(detail),
    history: {
      changes: history.changes,
      messages: history.messages.map((message) => without(message, 'id')),
    },
    track,
  };
  if (kind === 'cake') {
    const payments = await site.get('/api/Order/GetOrderPayments', { orderId: id });
    expected.payments = {
      ...without(payments, 'orderId'),
      payments: payments.payments.map((payment) => without(payment, 'id')),
    };
  }
  if (kind === 'custom')
    expected.pictures = await Promise.all(
      detail.pictures.map(async (picture) => sha256(await site.bytes(picture.imageUrl))),
    );
  return expected;
}

/** The records with content history: each one's state, its versions, and each version's fields. */
async function contentOf(site, catalogue) {
  const records = [
    { kind: 'Cake', id: catalogue.roseCake.id },
    { kind: 'Cake', id: catalogue.dateLoaf.id },
    { kind: 'AboutData' },
    { kind: 'HomeData' },
  ];
  return {
    drafts: await site.get('/api/Content/GetDrafts'),
    scheduled: await site.get('/api/Content/GetDrafts', { scheduled: 'true' }),
    records: await Promise.all(
      records.map(async (record) => {
        const versions = await site.get('/api/Content/GetVersions', record);
        return {
          ...record,
          state: await site.get('/api/Content/GetDraft', record),
          versions,
          versionFields: await Promise.all(
            versions.map(
              async ({ version }) =>
                (await site.get('/api/Content/GetVersion', { ...record, version })).fields,
            ),
          ),
        };
      }),
    ),
  };
}

/** The waitlist entry's offer: the personal link's reference and secret, and what its page shows. */
async function offerOf(site, reference) {
  const entry = await site.get('/api/Waitlist/GetWaitlistEntryById', {
    Id: await idOf(site, KINDS.waitlist.list, reference),
  });
  const link = new URL(entry.offer.link, 'http://site.invalid');
  const query = { reference: link.searchParams.get('ref'), token: link.searchParams.get('token') };
  if (!query.reference || !query.token)
    throw new Error(`an offer link of another shape: ${entry.offer.link}`);
  return { ...query, page: await site.getAsVisitor('/api/Waitlist/GetWaitlistOffer', query) };
}

/**
 * A preview link an editor shared, signed with the site's secret (DATA_DIR/jwt-secret): it keeps
 * working on the same data dir, good for a week of the site's clock.
 */
async function previewOf(site, catalogue) {
  const link = await site.get('/api/Content/GetPreviewLink', { kind: 'Cake', id: catalogue.dateLoaf.id });
  const token = new URL(link.path, 'http://site.invalid').searchParams.get('preview');
  if (!token) throw new Error(`a preview link of another shape: ${link.path}`);
  return {
    token,
    expiresAt: link.expiresAt,
    page: await site.getAsVisitor('/api/Content/GetPreview', { token }),
  };
}

/** Everything the site's API answers about `made` (fillSite's references), as the expectations file holds it. */
export async function collectExpectations(site, made) {
  const { orders, bookings, custom, catalogue } = made;
  const requests = [];
  for (const reference of [...Object.values(orders), custom.acceptedOrder])
    requests.push(await requestOf(site, 'cake', reference));
  for (const reference of [bookings.confirmed, bookings.changed, bookings.full])
    requests.push(await requestOf(site, 'course', reference));
  for (const reference of [bookings.offered, bookings.waiting])
    requests.push(await requestOf(site, 'waitlist', reference));
  for (const reference of [custom.quoted, custom.accepted, custom.asked])
    requests.push(await requestOf(site, 'custom', reference));
  return {
    home: await site.getAsVisitor('/api/Home/GetHomeData'),
    users: (await site.get('/api/Auth/GetUsers')).map(({ username, email, roles }) => ({
      username,
      email,
      roles,
    })),
    branches: await site.getAsVisitor('/api/ContactUs/GetBranchs'),
    cakes: (await site.getAsVisitor('/api/Cake/GetCakes', { pageSize: 100 })).items,
    courses: (await site.getAsVisitor('/api/Course/GetCourses', { pageSize: 100 })).items,
    inboxCounts: await site.get('/api/Order/GetInboxCounts'),
    requests,
    // As the staff download it: the test reads both exports with one parser.
    csv: await site.get('/api/Order/ExportRequests'),
    waitlistOffer: await offerOf(site, bookings.offered),
    waitlistSummary: (await site.get('/api/Waitlist/GetWaitlistSummary')).courses.map((course) => ({
      ...course,
      offers: course.offers.map((offer) => without(offer, 'id')),
    })),
    content: await contentOf(site, catalogue),
    preview: await previewOf(site, catalogue),
    activity: (await site.all('/api/Audit/GetActivity')).map((entry) => without(entry, 'id', 'entityId')),
  };
}
