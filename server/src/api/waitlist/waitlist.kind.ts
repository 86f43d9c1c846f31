import { canMove } from '@cakeshop/shared';
import type { WaitlistEntry, WaitlistEntryStatus } from '@cakeshop/shared';

import { courseSeatLines } from '../booking/booking.kind';
import { takeSeats } from '../booking/course-seats';
import type { VisitorRequestNotice } from '../outbox/notice';
import type { RequestKindSpec } from '../requests/request-kind';
import { visitorNotice, visitorOut } from '../requests/visitor-columns';
import { offerLink, offerText } from './offer-message';
import { completeEntries } from './waitlist.repository';
import type { WaitlistEntryRow } from './waitlist.repository';

/** A place in line as the staff see it; its position is counted apart (it needs the line). */
function toWaitlistEntry(
  row: WaitlistEntryRow,
  siteUrl: string | undefined,
  position: number | null = null,
): WaitlistEntry {
  return {
    ...visitorOut(row),
    courseId: row.courseId,
    courseTitleEn: row.courseTitleEn,
    courseTitleAr: row.courseTitleAr,
    courseStartDate: row.courseStartDate,
    seats: row.seats,
    position,
    offer:
      row.offeredAt && row.offerExpiresAt !== null
        ? {
            offeredAt: row.offeredAt,
            expiresAt: new Date(Number(row.offerExpiresAt)).toISOString(),
            link: offerLink(siteUrl, row),
            text: offerText(siteUrl, row),
          }
        : null,
    bookingReference: row.bookingReference,
  };
}

function notice(row: WaitlistEntryRow): VisitorRequestNotice {
  return {
    kind: 'waitlist',
    ...visitorNotice(row),
    event: 'waitlist_entry.created',
    titleEn: row.courseTitleEn,
    titleAr: row.courseTitleAr,
    date: row.courseStartDate,
    total: 0,
    currency: row.currency,
    lines: { en: courseSeatLines(row, 'en'), ar: courseSeatLines(row, 'ar') },
    fields: { courseId: row.courseId, seats: row.seats },
  };
}

/** A place in a full course's line, as the requests code handles every kind (requests/request-kind.ts). */
export function waitlistEntryKind(
  siteUrl: string | undefined,
): RequestKindSpec<WaitlistEntryRow, WaitlistEntry> {
  return {
    entity: 'WaitlistEntry',
    countField: 'newWaitlistEntries',
    canMove: (from, to) => canMove('waitlist', from as WaitlistEntryStatus, to as WaitlistEntryStatus),
    toContract: (row) => toWaitlistEntry(row, siteUrl),
    track: (row) => ({
      status: row.status,
      date: row.courseStartDate,
      titleEn: row.courseTitleEn,
      titleAr: row.courseTitleAr,
    }),
    exported: (row) => ({
      itemEn: row.courseTitleEn,
      itemAr: row.courseTitleAr,
      date: row.courseStartDate,
      amount: row.seats,
      branchEn: '',
      branchAr: '',
      cakeMessage: '',
      totalMinor: null,
    }),
    notice,
    // Nothing to change on /track: the place is left through the offer's link or by the staff.
    visitorChanges: { allowed: [], from: [] },
    // No day of its own until it is a booking (no calendar file, no cut-off); the class's branch.
    details: async (db, row) => {
      const course = await db
        .selectFrom('courses')
        .select('branchId')
        .where('id', '=', row.courseId)
        .executeTakeFirst();
      return {
        day: null,
        time: null,
        durationHours: null,
        branchId: course?.branchId ?? null,
        bringEn: '',
        bringAr: '',
        maxSeats: null,
      };
    },
    complete: completeEntries,
    // An offer's seats are held on the course's counter: taken out of line, they are free again.
    onMove: async (trx, row, move) => {
      if (move.from === 'offered' && move.to === 'cancelled') await takeSeats(trx, row.courseId, -row.seats);
    },
  };
}
