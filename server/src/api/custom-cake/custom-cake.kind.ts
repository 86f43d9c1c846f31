import { canMove, fromMinor, waitsForDay } from '@cakeshop/shared';
import type { CustomCakeRequest, CustomCakeStatus } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { ClosedOn } from '../calendar/calendar.service';
import type { Trx } from '../db/database';
import type { DB } from '../db/schema';
import { toImageOut } from '../media/images';
import type { MediaUrl } from '../media/images';
import type { VisitorRequestNotice } from '../outbox/notice';
import type { Language } from '../outbox/wording';
import { wordsIn } from '../outbox/wording';
import type { RequestKindSpec, TrackMore } from '../requests/request-kind';
import { visitorNotice, visitorOut } from '../requests/visitor-columns';
import { completeCustomCakes } from './custom-cake.repository';
import type { CustomCakeRow } from './custom-cake.repository';

/** A picture as the request keeps it (its row's JSON). */
export interface StoredPicture {
  key: string;
  mainFile: string;
  variants: string;
}

/**
 * How a custom cake is named wherever a cake's name goes (the order it becomes, its line of the
 * production sheet, messages): "Custom cake — Wedding", in each language.
 */
export function customCakeName(occasion: string, language: Language): string {
  return wordsIn(language).t('notices.customCake.name', { occasion });
}

/** A custom-cake request, and (once read whole) whether its branch has since closed its day. */
export type CustomCakeRecord = CustomCakeRow & { dayClosed?: boolean };

export function toCustomCakeRequest(row: CustomCakeRecord, urlOf: MediaUrl): CustomCakeRequest {
  const pictures = JSON.parse(row.pictures) as StoredPicture[];
  return {
    ...visitorOut(row),
    occasion: row.occasion,
    servings: row.servings,
    pickupDate: row.pickupDate,
    branchId: row.branchId,
    branchNameEn: row.branchNameEn,
    branchNameAr: row.branchNameAr,
    budget: row.budgetMinor === null ? null : fromMinor(row.budgetMinor, row.currency),
    description: row.description,
    pictures: pictures.map((picture) => {
      const out = toImageOut(picture, urlOf);
      return { imageUrl: out.imageUrl ?? '', imageSrcset: out.imageSrcset };
    }),
    quote:
      row.quotePriceMinor === null || row.quotedAt === null
        ? null
        : {
            price: fromMinor(row.quotePriceMinor, row.currency),
            deposit: fromMinor(row.quoteDepositMinor ?? 0, row.currency),
            depositDue: row.quoteDepositDue ?? '',
            note: row.quoteNote,
            quotedAt: row.quotedAt,
            quotedBy: row.quotedBy ?? '',
          },
    orderId: row.orderId,
    orderReference: row.orderReference,
    ...(row.dayClosed === undefined ? {} : { dayClosed: row.dayClosed }),
  };
}

function lines(row: CustomCakeRow, language: Language): string[] {
  const { t, day, money, pick } = wordsIn(language);
  return [
    t('notices.customCake.occasion', { occasion: row.occasion, servings: row.servings }),
    t('notices.lines.pickup', {
      date: day(row.pickupDate),
      branch: pick(row.branchNameEn, row.branchNameAr),
    }),
    ...(row.budgetMinor === null
      ? []
      : [t('notices.customCake.budget', { budget: money(row.budgetMinor, row.currency) })]),
    t('notices.customCake.description', { description: row.description }),
  ];
}

function notice(row: CustomCakeRow): VisitorRequestNotice {
  return {
    kind: 'custom',
    ...visitorNotice(row),
    event: 'custom_cake.created',
    titleEn: customCakeName(row.occasion, 'en'),
    titleAr: customCakeName(row.occasion, 'ar'),
    date: row.pickupDate,
    total: 0,
    currency: row.currency,
    lines: { en: lines(row, 'en'), ar: lines(row, 'ar') },
    fields: {
      occasion: row.occasion,
      servings: row.servings,
      branchEn: row.branchNameEn,
      branchAr: row.branchNameAr,
      budget: row.budgetMinor === null ? null : fromMinor(row.budgetMinor, row.currency),
      description: row.description,
      pictures: (JSON.parse(row.pictures) as StoredPicture[]).length,
    },
  };
}

/**
 * A custom-cake request, as the requests code handles every kind (requests/request-kind.ts);
 * `balanceOf` gives the balance of the order an accepted quote became.
 */
export function customCakeKind(
  balanceOf: (db: Kysely<DB> | Trx, orderId: number) => Promise<TrackMore['payment']>,
  urlOf: MediaUrl,
  closedOn: (db: Kysely<DB> | Trx) => Promise<ClosedOn>,
): RequestKindSpec<CustomCakeRecord, CustomCakeRequest> {
  return {
    entity: 'CustomCakeRequest',
    countField: 'newCustomCakes',
    canMove: (from, to) => canMove('custom', from as CustomCakeStatus, to as CustomCakeStatus),
    toContract: (row) => toCustomCakeRequest(row, urlOf),
    track: (row) => ({
      status: row.status,
      date: row.pickupDate,
      titleEn: customCakeName(row.occasion, 'en'),
      titleAr: customCakeName(row.occasion, 'ar'),
    }),
    trackMore: async (db, row) => {
      const quote = toCustomCakeRequest(row, urlOf).quote;
      return {
        quote: quote && {
          price: quote.price,
          deposit: quote.deposit,
          depositDue: quote.depositDue,
          note: quote.note,
        },
        orderReference: row.orderReference,
        payment: row.orderId === null ? null : await balanceOf(db, row.orderId),
      };
    },
    exported: (row) => ({
      itemEn: customCakeName(row.occasion, 'en'),
      itemAr: customCakeName(row.occasion, 'ar'),
      date: row.pickupDate,
      amount: row.servings,
      branchEn: row.branchNameEn,
      branchAr: row.branchNameAr,
      cakeMessage: row.description,
      totalMinor: row.quotePriceMinor,
    }),
    notice,
    complete: async (db, requests) => {
      const [rows, closed] = await Promise.all([completeCustomCakes(db, requests), closedOn(db)]);
      return rows.map((row) => ({
        ...row,
        dayClosed: waitsForDay('custom', row.status) && closed(row.branchId, row.pickupDate),
      }));
    },
    // Answered by its quote on /track; once accepted, the order it became is changed like any.
    visitorChanges: { allowed: [], from: [] },
    details: (_db, row) =>
      Promise.resolve({
        // The day asked for (or quoted): its calendar file is that pick-up day's.
        day: row.pickupDate,
        time: null,
        durationHours: null,
        branchId: row.branchId,
        bringEn: '',
        bringAr: '',
        maxSeats: null,
      }),
  };
}
