import type { Trx } from '../db/database';
import type { Settled } from './cake-order-settlement';
import type { SettlementFacts } from './settlement';

/**
 * A course booking's settlement as the invoices read it: one line, the course's title, its seats
 * at the VAT-inclusive price per seat it was booked at. Undefined for no such booking.
 */
export async function courseBookingSettlement(
  trx: Trx,
  settled: Settled,
): Promise<SettlementFacts | undefined> {
  const booking = await trx
    .selectFrom('courseBookings')
    .innerJoin('requests', 'requests.id', 'courseBookings.id')
    .select([
      'courseBookings.id',
      'courseBookings.courseTitleEn',
      'courseBookings.courseTitleAr',
      'courseBookings.seats',
      'courseBookings.unitPriceMinor',
      'requests.reference',
      'requests.currency',
    ])
    .where('courseBookings.id', '=', settled.requestId)
    .executeTakeFirst();
  if (!booking) return undefined;
  return {
    settlementKey: settled.settlementKey,
    kind: settled.kind,
    requestKind: 'course',
    requestId: booking.id,
    reference: booking.reference,
    currency: booking.currency,
    lines: [
      {
        descriptionEn: booking.courseTitleEn,
        descriptionAr: booking.courseTitleAr,
        quantity: Number(booking.seats),
        unitGrossMinor: Number(booking.unitPriceMinor),
      },
    ],
    amountMinor: settled.amountMinor,
    method: settled.method,
    at: settled.at,
  };
}
