import { addDays, normaliseReference, phoneDigits } from '@cakeshop/shared';
import type { exportQuery, InboxCounts, TrackResult } from '@cakeshop/shared';
import type { z } from 'zod';

import type { BookingRepository } from '../booking/booking.repository';
import { fromCents } from '../db/text-search';
import type { OrderRepository } from '../order/order.repository';
import type { VisitorLimits } from '../requests/visitor-limits';
import { toCsv } from './csv';

type ExportQuery = z.output<typeof exportQuery>;

const EXPORT_HEADER = [
  'kind',
  'reference',
  'status',
  'created_at',
  'item_en',
  'item_ar',
  'date',
  'quantity_or_seats',
  'branch_en',
  'branch_ar',
  'cake_message',
  'total',
  'customer_name',
  'phone',
  'email',
  'language',
  'notes',
  'staff_note',
] as const;

/** What the staff and the visitors ask of both kinds of request together. */
export class InboxService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly bookings: BookingRepository,
    private readonly limits: VisitorLimits,
  ) {}

  /**
   * A visitor's look-up: the reference and the phone (compared by digits alone, any script) must
   * both match; a wrong phone gets the same 404 as an unknown reference, and misses are throttled.
   */
  track(reference: string, phone: string, address: string): Promise<TrackResult> {
    return this.limits.track(address, async () => {
      const wanted = normaliseReference(reference);
      const digits = phoneDigits(phone);
      const order = await this.orders.findByReference(wanted);
      if (order && digits !== '' && order.phoneDigits === digits) {
        const { status, pickupDate: date, cakeNameEn: titleEn, cakeNameAr: titleAr } = order;
        return { kind: 'cake' as const, status, date, titleEn, titleAr };
      }
      const booking = await this.bookings.findByReference(wanted);
      if (booking && digits !== '' && booking.phoneDigits === digits) {
        const { status, courseStartDate: date, courseTitleEn: titleEn, courseTitleAr: titleAr } = booking;
        return { kind: 'course' as const, status, date, titleEn, titleAr };
      }
      return undefined;
    });
  }

  async counts(): Promise<InboxCounts> {
    const [newCakeOrders, newCourseBookings] = await Promise.all([
      this.orders.countNew(),
      this.bookings.countNew(),
    ]);
    return { newCakeOrders, newCourseBookings };
  }

  /** Orders then bookings that came in between the two days (both included), as CSV for Excel. */
  async export({ from, to }: ExportQuery): Promise<string> {
    const until = to ? addDays(to, 1) : undefined;
    const [orders, bookings] = await Promise.all([
      this.orders.createdBetween(from, until),
      this.bookings.createdBetween(from, until),
    ]);
    const visitor = (row: (typeof orders)[number] | (typeof bookings)[number]) =>
      [row.customerName, row.phone, row.email, row.language, row.notes, row.staffNote] as const;
    return toCsv(EXPORT_HEADER, [
      ...orders.map((o) => [
        'cake',
        o.reference,
        o.status,
        o.createdAt,
        o.cakeNameEn,
        o.cakeNameAr,
        o.pickupDate.slice(0, 10),
        o.quantity,
        o.branchNameEn,
        o.branchNameAr,
        o.cakeMessage,
        fromCents(o.totalCents),
        ...visitor(o),
      ]),
      ...bookings.map((b) => [
        'course',
        b.reference,
        b.status,
        b.createdAt,
        b.courseTitleEn,
        b.courseTitleAr,
        b.courseStartDate?.slice(0, 10) ?? '',
        b.seats,
        '',
        '',
        '',
        '',
        ...visitor(b),
      ]),
    ]);
  }
}
