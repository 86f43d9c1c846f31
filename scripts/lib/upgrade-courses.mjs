// Course bookings and a full course's waiting list of the upgrade fixtures' bakery
// (scripts/make-upgrade-fixtures.mjs).
import { BOOKINGS, idOf, VISITORS, WAITLIST } from './upgrade-visitors.mjs';

/** Bookings (one cancelled by the staff, one changed by its visitor) and a full course's line with an offer out. */
export async function takeBookings(site, c) {
  const book = async (who, courseId, seats) =>
    (
      await site.post(
        '/api/Booking/AddCourseBooking',
        { ...VISITORS[who], courseId, seats },
        { visitor: true },
      )
    ).reference;
  const confirmed = await book('lina', c.sourdough, 3);
  await site.post('/api/Booking/UpdateCourseBookingStatus', {
    id: await idOf(site, BOOKINGS, confirmed),
    status: 'confirmed',
    staffNote: 'Brings her own apron',
  });
  const changed = await book('sara', c.sourdough, 1);
  await site.post(
    '/api/Booking/ChangeCourseBookingSeats',
    { reference: changed, phone: VISITORS.sara.phone, seats: 2 },
    { visitor: true },
  );
  const full = await book('james', c.sweets, 2);
  const join = async (who, seats) =>
    (
      await site.post(
        '/api/Waitlist/AddWaitlistEntry',
        { ...VISITORS[who], courseId: c.sweets, seats },
        { visitor: true },
      )
    ).reference;
  const offered = await join('omar', 1);
  const waiting = await join('huda', 2);
  // Two seats free up: the first in line is offered theirs; the second needs two, so waits.
  await site.post('/api/Booking/UpdateCourseBookingStatus', {
    id: await idOf(site, BOOKINGS, full),
    status: 'cancelled',
    staffNote: 'Travelling that week',
  });
  const offeredId = await idOf(site, WAITLIST, offered);
  for (let tries = 0; ; tries += 1) {
    const entry = await site.get('/api/Waitlist/GetWaitlistEntryById', { Id: offeredId });
    if (entry.status === 'offered') break;
    if (tries > 100) throw new Error(`the waitlist's offer was not made: ${JSON.stringify(entry)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { confirmed, changed, full, offered, waiting };
}
