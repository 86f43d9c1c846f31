import { randomBytes } from 'node:crypto';

import { normaliseReference, SYSTEM_ACTOR, VISITOR_ACTOR } from '@cakeshop/shared';
import type { WaitlistAnswer, WaitlistOffer, WaitlistOfferAnswer } from '@cakeshop/shared';

import { recordActivity } from '../audit/record-activity';
import type { CourseBookingRow } from '../booking/booking.repository';
import type { BookingRepository } from '../booking/booking.repository';
import { takeSeats } from '../booking/course-seats';
import type { Database, Trx, TxHooks } from '../db/database';
import { ApiError } from '../errors';
import type { SiteCalendar } from '../home/site-calendar';
import type { Notifications } from '../outbox/notifications';
import type { PaymentHolds } from '../payment-holds/payment-holds';
import { newReference } from '../requests/reference';
import type { RequestKindSpec } from '../requests/request-kind';
import type { ReadSiteSettings } from '../requests/site-settings';
import { visitorColumns } from '../requests/visitor-columns';
import { offerEmail } from './offer-message';
import type { WaitlistEntryRow, WaitlistRepository } from './waitlist.repository';

export interface WaitlistOffersDeps {
  database: Database;
  waitlist: WaitlistRepository;
  bookings: BookingRepository;
  bookingKind: RequestKindSpec<CourseBookingRow, unknown>;
  calendar: SiteCalendar;
  settings: ReadSiteSettings;
  notifications: Notifications;
  /** A booking made from an offer pays its fee online as any booking does, where the rules ask it. */
  holds: PaymentHolds;
  /** Whether any kind's request already has this reference. */
  referenceTaken: (trx: Trx, reference: string) => Promise<boolean>;
  siteUrl: string | undefined;
  now: () => Date;
}

/** An offer's secret: 192 random bits, in the link as 32 URL-safe characters. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * Freed seats go to one person at a time. A sweep ends the offers whose time ran out (their seats
 * go back to the course), then, course by course, offers the free seats to the first in line
 * whose seats fit, with a personal link and a deadline: the offer holds its seats on the course's
 * counter (the conditional write bookings use), and its message goes through the outbox in the
 * same transaction. Every move of an offer is one conditional write, so two sweepers (two
 * servers) never offer the same place or seat twice, and a restart loses nothing: the state is
 * the rows.
 */
export class WaitlistOffers {
  constructor(private readonly deps: WaitlistOffersDeps) {}

  private nowMs(): number {
    return this.deps.now().getTime();
  }

  /** Ends every offer whose time ran out (its seats free again) and offers what is free. */
  async sweep(): Promise<void> {
    const { database, waitlist } = this.deps;
    await database.write(async (trx) => {
      const now = this.nowMs();
      for (const row of await waitlist.expiredOffers(trx, now))
        if (await waitlist.expire(trx, row, now, SYSTEM_ACTOR))
          await takeSeats(trx, row.courseId, -row.seats);
    });
    for (const courseId of await waitlist.coursesInLine(database.db)) {
      await database.write((trx, hooks) => this.offerFreeSeats(trx, hooks, courseId));
    }
  }

  private async offerFreeSeats(trx: Trx, hooks: TxHooks, courseId: number): Promise<void> {
    const { waitlist, calendar, notifications, siteUrl, settings } = this.deps;
    const course = await waitlist.course(trx, courseId);
    if (!course || course.seats === null) return;
    if (course.startDate !== null && course.startDate < (await calendar.today(trx))) return;
    if (course.seatsTaken >= course.seats) return;
    const at = this.deps.now();
    const expiresAt = at.getTime() + (await settings(trx)).waitlistHoldHours * 3_600_000;
    for (const entry of await waitlist.inLine(trx, courseId)) {
      // Held on the counter first: seats another server took meanwhile are not offered.
      if (!(await takeSeats(trx, courseId, entry.seats))) continue;
      const terms = { token: newToken(), at: at.toISOString(), expiresAt, by: SYSTEM_ACTOR };
      if (!(await waitlist.offer(trx, entry.id, terms))) {
        await takeSeats(trx, courseId, -entry.seats);
        continue;
      }
      const offered = {
        ...entry,
        status: 'offered' as const,
        offerToken: terms.token,
        offeredAt: terms.at,
        offerExpiresAt: expiresAt,
      };
      await notifications.toVisitor(trx, hooks, offerEmail(siteUrl, offered));
      await recordActivity(
        trx,
        {
          action: 'status',
          entity: 'WaitlistEntry',
          entityId: entry.id,
          summary: `${entry.reference}: new → offered`,
          details: { kind: 'status', reference: entry.reference, from: 'new', to: 'offered' },
        },
        { userId: null, username: SYSTEM_ACTOR },
      );
    }
  }

  /** The entry a link names, if the link is this offer's: another request's link is refused alike. */
  private async entryOf(
    db: Trx | Database['db'],
    reference: string,
    token: string,
  ): Promise<WaitlistEntryRow> {
    const row = await this.deps.waitlist.byReference(db, normaliseReference(reference));
    if (!row || row.offerToken === null || row.offerToken !== token)
      throw new ApiError(
        404,
        'waitlist.offer_unknown',
        'This link is not an offer of seats: check it, or ask us',
      );
    return row;
  }

  /** What a visitor's link shows: the seats held for them, until when, and what became of it. */
  async offer(reference: string, token: string): Promise<WaitlistOffer> {
    const row = await this.entryOf(this.deps.database.db, reference, token);
    const expired = row.status === 'offered' && Number(row.offerExpiresAt) <= this.nowMs();
    return {
      reference: row.reference,
      status: expired ? 'expired' : row.status,
      courseId: row.courseId,
      courseTitleEn: row.courseTitleEn,
      courseTitleAr: row.courseTitleAr,
      courseStartDate: row.courseStartDate,
      seats: row.seats,
      expiresAt: new Date(Number(row.offerExpiresAt)).toISOString(),
      bookingReference: row.bookingReference,
    };
  }

  /** Why an answer's conditional write changed nothing, as the visitor is told it. */
  private refusal(row: WaitlistEntryRow): ApiError {
    if (row.status === 'expired' || (row.status === 'offered' && Number(row.offerExpiresAt) <= this.nowMs()))
      return new ApiError(
        410,
        'waitlist.offer_expired',
        'This offer has run out: the seats went to the next in line',
      );
    return ApiError.conflict(
      'waitlist.offer_answered',
      `This offer was already answered: it is ${row.status}`,
    );
  }

  /**
   * The visitor takes the held seats (a booking made from the hold) or lets them go to the next in
   * line. One conditional write decides: an offer answered twice,
   * after its time, or through another request's link changes nothing and says why. A booking
   * whose fee the owner's rules ask online waits for it as any booking does (its seats held until
   * the payment's hold ends), and the answer says where to pay.
   */
  async answer(
    reference: string,
    token: string,
    answer: WaitlistAnswer,
    payOnline?: boolean,
  ): Promise<WaitlistOfferAnswer> {
    const { answer: answered, paying, row } = await this.answerOnce(reference, token, answer, payOnline);
    if (!paying || answered.bookingReference === null) return answered;
    const { payment } = await this.deps.holds.begin(
      { reference: answered.bookingReference },
      { language: row.language, customerName: row.customerName, email: row.email, phone: row.phone },
    );
    return { ...answered, ...(payment ? { payment } : {}) };
  }

  private async answerOnce(reference: string, token: string, answer: WaitlistAnswer, payOnline?: boolean) {
    const { database, waitlist, bookings, bookingKind, notifications, holds } = this.deps;
    return database.write(async (trx, hooks) => {
      const row = await this.entryOf(trx, reference, token);
      const at = this.deps.now();
      const base = { token, at: at.toISOString(), now: at.getTime() };
      if (answer === 'decline') {
        if (
          !(await waitlist.answer(
            trx,
            row,
            { ...base, to: 'declined', bookingReference: null },
            VISITOR_ACTOR,
          ))
        )
          throw this.refusal(row);
        await takeSeats(trx, row.courseId, -row.seats);
        await recordActivity(trx, {
          action: 'status',
          entity: 'WaitlistEntry',
          entityId: row.id,
          summary: `${row.reference}: offered → declined`,
          details: { kind: 'status', reference: row.reference, from: 'offered', to: 'declined' },
        });
        return { answer: { status: 'declined' as const, bookingReference: null }, paying: false, row };
      }
      const bookingReference = await this.freshReference(trx);
      if (!(await waitlist.answer(trx, row, { ...base, to: 'booked', bookingReference }, VISITOR_ACTOR)))
        throw this.refusal(row);
      // The seats were taken on the course's counter when they were offered.
      const { changeHours } = await this.deps.settings(trx);
      const priceMinor = (await bookings.course(trx, row.courseId))?.priceMinor ?? 0;
      const totalMinor = priceMinor * row.seats;
      const paying = await holds.asked(trx, 'course', { payOnline, totalMinor, currency: row.currency });
      const columns = visitorColumns(
        'course',
        bookingReference,
        row,
        at,
        { phone: row.phone, changeCutoffHours: changeHours.course, currency: row.currency },
        { branchId: row.branchId, day: row.courseStartDate },
      );
      const booking = await bookings.insert(
        trx,
        paying ? { ...columns, status: 'awaiting_payment' } : columns,
        {
          courseId: row.courseId,
          courseTitleEn: row.courseTitleEn,
          courseTitleAr: row.courseTitleAr,
          seats: row.seats,
          unitPriceMinor: priceMinor,
        },
      );
      await recordActivity(trx, {
        action: 'add',
        entity: 'CourseBooking',
        entityId: booking.id,
        summary: `${booking.reference} (waitlist ${row.reference})`,
        details: {
          kind: 'madeFrom',
          reference: booking.reference,
          source: row.reference,
          sourceKind: 'waitlist',
        },
      });
      // Paid online, it is announced once paid (payment-holds/).
      if (paying) await holds.open(trx, { ...booking, totalMinor }, paying);
      else await notifications.enqueue(trx, hooks, bookingKind.notice(booking));
      return {
        answer: { status: 'booked' as const, bookingReference: booking.reference },
        paying: paying !== null,
        row,
      };
    });
  }

  private async freshReference(trx: Trx): Promise<string> {
    for (;;) {
      const reference = newReference();
      if (!(await this.deps.referenceTaken(trx, reference))) return reference;
    }
  }
}
