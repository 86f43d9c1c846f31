// Who visits the bakery in the upgrade fixtures (scripts/make-upgrade-fixtures.mjs), and how the
// staff find a request they made.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The contract's day (UTC midnight) `days` after `today` (`YYYY-MM-DD`). */
export const dayAfter = (today, days) =>
  new Date(Date.parse(`${today}T00:00:00.000Z`) + days * DAY_MS).toISOString();

/** Who asks: names, phones (as typed: spaces, Arabic-Indic digits) and languages of each visitor. */
export const VISITORS = {
  lina: { customerName: 'Lina Haddad', phone: '+971 50 111 2233', email: 'lina@example.com', language: 'en' },
  sara: { customerName: 'سارة أحمد', phone: '٠٥٠ ٢٢٢ ٣٣٤٤', email: '', language: 'ar' },
  omar: { customerName: 'Omar Khalil', phone: '+971 55 333 4455', email: 'omar@example.com', language: 'en' },
  huda: { customerName: 'هدى يوسف', phone: '+971 52 444 5566', email: 'huda@example.com', language: 'ar' },
  james: { customerName: 'James Wright', phone: '+44 7700 900123', email: '', language: 'en' },
};

/** The staff's id of the request with this reference, from the kind's inbox list. */
export async function idOf(site, listPath, reference) {
  const [found] = await site.all(listPath, { q: reference });
  if (found?.reference !== reference) throw new Error(`${reference} is not in ${listPath}`);
  return found.id;
}

export const ORDERS = '/api/Order/GetCakeOrders';
export const BOOKINGS = '/api/Booking/GetCourseBookings';
export const WAITLIST = '/api/Waitlist/GetWaitlistEntries';
export const CUSTOM = '/api/CustomCake/GetCustomCakeRequests';
