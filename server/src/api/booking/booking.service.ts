import type { courseBookingInput, CourseBookingReceipt } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Trx } from '../db/database';
import { ApiError } from '../errors';
import type { PaymentHolds } from '../payment-holds/payment-holds';
import type { Intake } from '../requests/intake';
import { claimRequest } from '../requests/request.repository';
import type { bookingIntake } from './booking.intake';
import type { CourseBookingRow } from './booking.repository';
import { refuseSeats, takeSeats } from './course-seats';

type BookingInput = z.output<typeof courseBookingInput>;

/** A visitor's course booking: taken in by its intake contract (booking.intake.ts), its seats changed on /track. */
export class BookingService {
  constructor(
    private readonly contract: ReturnType<typeof bookingIntake>,
    private readonly intake: Intake,
    private readonly holds: PaymentHolds,
    /** What a booking has been paid so far, less what went back (minor units). */
    private readonly paidOf: (trx: Trx, id: number) => Promise<number>,
  ) {}

  /** A booking whose fee is paid as it is made answers with the payment begun at the provider. */
  async add(input: BookingInput, address: string): Promise<CourseBookingReceipt> {
    const receipt = await this.intake.take(this.contract, input, address);
    return receipt.status === 'awaiting_payment' ? this.holds.begin(receipt, input) : receipt;
  }

  /**
   * A visitor changes their booking's seats: one conditional write on the booking (from the
   * seats they saw) and one on the course's counter (more only while it has them), in one
   * transaction, so the seats left never go below zero. A booking paid for changes its seats with
   * the shop (what it owes would change with them): 409 `booking.paid`.
   */
  async changeSeats(trx: Trx, row: CourseBookingRow, seats: number): Promise<{ from: string; to: string }> {
    if ((await this.paidOf(trx, row.id)) > 0)
      throw ApiError.conflict(
        'booking.paid',
        'This booking is paid for: call or message us to change its seats',
      );
    // In the status the visitor saw (unchanged since it was read), from the seats they saw.
    const claimed = await claimRequest(trx, row);
    const changed = await trx
      .updateTable('courseBookings')
      .set({ seats })
      .where('id', '=', row.id)
      .where('seats', '=', row.seats)
      .executeTakeFirst();
    if (!claimed || Number(changed.numUpdatedRows) !== 1)
      throw ApiError.changed('request.changed', 'The booking changed meanwhile', {
        by: row.statusChangedBy ?? '',
        at: row.statusChangedAt ?? row.createdAt,
      });
    if (!(await takeSeats(trx, row.courseId, seats - row.seats)))
      await refuseSeats(trx, row.courseId, row.seats);
    return { from: String(row.seats), to: String(seats) };
  }
}
