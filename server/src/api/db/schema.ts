import type { DeliveryStatus, PaymentMethod } from '@cakeshop/shared';
import type { Generated } from 'kysely';

import type { ContentTables } from './content-tables';

/** The tables as Kysely sees them (camelCase here, snake_case in SQLite via CamelCasePlugin). */
interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  role: 'owner' | 'editor';
  lastLoginAt: string | null;
}

/** A signed-in browser: the token carries `id`; no row, no access. */
interface SessionsTable {
  id: string;
  userId: number;
  /** 1 when the login asked to be remembered (30 days), so a password change keeps that choice. */
  remember: number;
  createdAt: string;
  expiresAt: string;
}

/** One write, whoever made it (API.md, Activity). */
export interface ActivityTable {
  id: Generated<number>;
  at: string;
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  entityId: number | null;
  summary: string;
  /** JSON: the contract's ActivityDetails; null on rows written before migration 0023. */
  details: string | null;
}

/** One stored picture: its main file and its responsive variants, keyed by content hash. */
interface ImagesTable {
  key: string;
  mainFile: string;
  /** JSON: `[{ file, width }]`, smallest first. */
  variants: string;
}

interface CategoriesTable {
  id: Generated<number>;
  nameEn: string;
  nameAr: string;
}

interface CakesTable {
  id: Generated<number>;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** In the minor unit of the shop's currency (shared/src/money.ts), so 12.30 stays 12.30. */
  priceMinor: number;
  cakeCategoryId: number;
  featured: number;
  imageKey: string | null;
  /** The days of notice the cake needs; null: the site's lead time. */
  leadDays: Generated<number | null>;
}

/** A cake category may cap its cakes per branch and pick-up day (custom cakes: 3 a day). */
interface CakeCategoriesTable extends CategoriesTable {
  dailyCapacity: Generated<number | null>;
}

/** A size of a cake with its own price; the cake's `priceMinor` is its cheapest size's. */
export interface CakeSizesTable {
  id: Generated<number>;
  cakeId: number;
  sortOrder: number;
  labelEn: string;
  labelAr: string;
  priceMinor: number;
  servingsFrom: number | null;
  servingsTo: number | null;
}

export interface CakeFlavoursTable {
  id: Generated<number>;
  cakeId: number;
  sortOrder: number;
  nameEn: string;
  nameAr: string;
}

/** The branches that offer a cake; none: every branch. */
interface CakeBranchesTable {
  cakeId: number;
  branchId: number;
}

interface CoursesTable {
  id: Generated<number>;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  priceMinor: number;
  categoryId: number;
  startDate: string | null;
  startTime: string | null;
  durationHours: number | null;
  seats: number | null;
  featured: number;
  imageKey: string | null;
  /** Seats held by bookings not cancelled: moved only by conditional writes (never above `seats`). */
  seatsTaken: Generated<number>;
  /** The branch the class is held at; null: the first branch. */
  branchId: number | null;
  bringEn: Generated<string>;
  bringAr: Generated<string>;
}

export interface FaqsTable {
  id: Generated<number>;
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
  sortOrder: number;
}

export interface BranchesTable {
  id: Generated<number>;
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  phone: string;
  email: string;
  mapUrl: string;
  openingHoursEn: string;
  openingHoursAr: string;
  sortOrder: number;
}

/** Single-record pages are stored as one JSON document per page key. */
export interface PagesTable {
  key: 'home' | 'about' | 'instructor';
  data: string;
  imageKey: string | null;
}

/** The shop's settings: one row (id 1), a JSON document the shared `shopSettings` schema reads. */
export interface ShopSettingsTable {
  id: number;
  data: string;
  /** Goes up by one with every save: the owner's compare-and-swap. */
  version: number;
  updatedAt: string | null;
  /** The username of whoever saved last. */
  updatedBy: string | null;
}

/**
 * A branch's pause: no new visitor orders on one day (a day at UTC midnight, as pick-up days are
 * kept); one row per branch and day. Past days' rows cover nothing and are left as history.
 */
export interface BranchPausesTable {
  branchId: number;
  day: string;
  noteEn: string;
  noteAr: string;
  pausedAt: string;
  pausedBy: string;
}

/** A season plan: its Hijri rules and the years it was applied to, each a JSON list. */
export interface SeasonPlansTable {
  id: Generated<number>;
  nameEn: string;
  nameAr: string;
  rules: string;
  years: string;
}

/** A seasonal cake: the pick-up days it is offered for (both included) and when its orders open. */
export interface CakeSeasonsTable {
  cakeId: number;
  fromDay: string;
  toDay: string;
  orderableFrom: string | null;
  /** At most this many of the cake a day at each branch; null: no cap of its own. */
  dailyCapacity: number | null;
  /** JSON `{ year, from, to }`: the Hijri days the window was given as; null: Gregorian days. */
  hijri: string | null;
}

interface MetaTable {
  key: string;
  value: string;
}

/**
 * One row per visitor request, whatever its kind (requests/): who asked, the reference (unique
 * across kinds by one index), the status with its compare-and-swap version and who moved it last,
 * and when and where it happens. What differs between kinds is in each kind's own table, whose
 * `id` is the request's.
 */
export interface RequestsTable {
  id: Generated<number>;
  /** The kind's name in the registry (`cake`, `course`, `waitlist`, `custom`…). */
  kind: string;
  reference: string;
  /** Written by requests made before keys had a table of their own (idempotencyKeys); null since. */
  idempotencyKey: Generated<string | null>;
  customerName: string;
  phone: string;
  /** The E.164 phone's digits: what tracking compares and the inbox search finds. */
  phoneDigits: string;
  email: string;
  notes: string;
  language: 'en' | 'ar';
  /** One of the kind's statuses (its graph is the kind's). */
  status: string;
  /** Goes up by one with every write of the status: what a status step compares and swaps. */
  version: Generated<number>;
  staffNote: string;
  createdAt: string;
  /** Who last moved the status (a username), and when: null until the staff first do. */
  statusChangedBy: Generated<string | null>;
  statusChangedAt: Generated<string | null>;
  /** The visitor's changes end this many hours before the event: the policy when it was made. */
  changeCutoffHours: number;
  /** The currency of its amounts (ISO 4217), the shop's when it was made. */
  currency: string;
  /** Where it happens (an order's pick-up branch, a class's branch); null: not said (the first branch). */
  branchId: number | null;
  /** Its day (a pick-up day, a class's day as booked), ISO at UTC midnight; null: none yet. */
  day: string | null;
}

/** A kind's own table: its row's `id` is its request's (requests.id). */
interface RequestDetail {
  id: number;
}

export interface CakeOrdersTable extends RequestDetail {
  cakeId: number;
  cakeNameEn: string;
  cakeNameAr: string;
  quantity: number;
  /** The branch's names when it was ordered (its id, day and the rest of its hand-over: fulfilments). */
  branchNameEn: string;
  branchNameAr: string;
  cakeMessage: string;
  totalMinor: number;
  /** 1 when the staff took it on a day that was full. */
  overCapacity: Generated<number>;
}

/** How a request is handed over: picked up at a branch, or delivered to an address in a window. */
export type FulfilmentKind = 'pickup' | 'delivery';

/**
 * A request's hand-over (fulfilment/): how, on which day (and slot), from which branch, to whom
 * and where, and its fee.
 */
export interface FulfilmentsTable {
  requestId: number;
  kind: FulfilmentKind;
  /** ISO at UTC midnight. */
  day: string;
  /** A part of the day (a delivery's window); null: the whole day. */
  slot: string | null;
  branchId: number;
  zoneId: number | null;
  /** JSON: where it goes (a delivery's); null for a pick-up. */
  address: string | null;
  /** Who receives it, when not the buyer (a cake sent as a gift). */
  recipientName: string | null;
  recipientPhone: string | null;
  /** What the hand-over adds to the total, in the request's minor unit (a pick-up: 0). */
  feeMinor: Generated<number>;
  /** Where a delivery is once it leaves (DELIVERY_STATUSES); null until then, and for a pick-up. */
  status: DeliveryStatus | null;
  /** Why the last attempt failed (status `failed`). */
  statusReason: string | null;
  /** The delivery window it holds a place in (deliverySlots.id); null for a pick-up. */
  slotId: number | null;
  /** A gift's card, printed apart from the cake's message. */
  cardMessage: string | null;
  /** 1: no prices on what travels with a gift. */
  hidePrices: Generated<number>;
}

/**
 * One line of an order as it was taken: names, size, flavour and price as they were then, and
 * the cake's category then (whose daily count the line took, and gives back if cancelled).
 */
export interface OrderLinesTable {
  orderId: number;
  /** From 0, as the lines were sent (`lines.0`). */
  lineNo: number;
  cakeId: number;
  cakeCategoryId: number | null;
  cakeNameEn: string;
  cakeNameAr: string;
  sizeId: number | null;
  sizeLabelEn: string;
  sizeLabelAr: string;
  flavourId: number | null;
  flavourNameEn: string | null;
  flavourNameAr: string | null;
  quantity: number;
  /** VAT included, as shown. */
  unitPriceMinor: number;
  /** unitPriceMinor × quantity, and its split under the site's VAT rate then. */
  grossMinor: number;
  netMinor: number;
  vatMinor: number;
  /** Exactly as typed. */
  cakeMessage: string;
}

/** A branch's opening week (JSON, null: not set up), order cut-off and daily cap. */
interface BranchCalendarsTable {
  branchId: number;
  /** JSON: `[{ weekday, opensAt, closesAt }]`. */
  week: string | null;
  orderCutoff: string | null;
  dailyCapacity: number | null;
}

/** Dated days that differ from a branch's week: closed, or with their own hours. */
export interface CalendarExceptionsTable {
  id: Generated<number>;
  branchId: number;
  fromDay: string;
  toDay: string;
  closed: number;
  opensAt: string | null;
  closesAt: string | null;
  noteEn: string | null;
  noteAr: string | null;
  /** The days' own cap on cakes and cut-off (a season's); null: the branch's. */
  dailyCapacity: number | null;
  orderCutoff: string | null;
  /** JSON `[{ categoryId, dailyCapacity }]`: the days' caps per kind of cake; null: each category's. */
  categoryCapacities: string | null;
}

/** The scope of a pick-up counter that counts every cake of the branch (else a cake category's id). */
export const WHOLE_BRANCH = 0;

/**
 * How many cakes are booked for one branch, pick-up day and scope (the whole branch, or one cake
 * category), counting every order that is not cancelled, whether or not a cap is set.
 */
interface PickupCountersTable {
  branchId: number;
  pickupDate: string;
  scope: number;
  taken: number;
}

export interface CourseBookingsTable extends RequestDetail {
  courseId: number;
  courseTitleEn: string;
  courseTitleAr: string;
  seats: number;
  /** The course's price per seat as it was booked: the booking owes it times its seats. */
  unitPriceMinor: Generated<number>;
}

/** A place in a full course's line, and the offer of freed seats it holds, if any. */
export interface WaitlistEntriesTable extends RequestDetail {
  courseId: number;
  courseTitleEn: string;
  courseTitleAr: string;
  seats: number;
  /** The secret of the offer's link (a new one per offer). */
  offerToken: string | null;
  offeredAt: string | null;
  /** Epoch milliseconds. */
  offerExpiresAt: number | null;
  bookingReference: string | null;
}

export interface CustomCakeRequestsTable extends RequestDetail {
  occasion: string;
  servings: number;
  branchNameEn: string;
  branchNameAr: string;
  budgetMinor: number | null;
  description: string;
  /** JSON: `[{ key, mainFile, variants }]`, in the order sent. */
  pictures: string;
  quotePriceMinor: number | null;
  quoteDepositMinor: number | null;
  quoteDepositDue: string | null;
  quoteNote: Generated<string>;
  quotedAt: string | null;
  quotedBy: string | null;
  orderId: number | null;
  orderReference: string | null;
}

interface CustomCakePicturesTable {
  requestId: number;
  position: number;
  imageKey: string;
}

/** What a request is asked to pay, and when: the whole, a deposit, the balance (payments/). */
export interface PaymentCollectionsTable {
  id: Generated<number>;
  requestId: number;
  purpose: 'full' | 'deposit' | 'balance';
  amountMinor: number;
  currency: string;
  /** The day it is due by (ISO at UTC midnight); null: no day set. */
  dueOn: string | null;
  status: 'open' | 'paid' | 'cancelled';
  createdAt: string;
  /** When its reminder went to the visitor (payment reminders, migration 0110); null: not yet. */
  remindedAt: Generated<string | null>;
}

type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

/**
 * Money taken for a request, through a provider: `manual` (the staff record what they took at the
 * counter, paid at once); a gateway's payment is pending until it says paid, failed or expired.
 */
export interface PaymentsTable {
  id: Generated<number>;
  collectionId: number | null;
  requestId: number;
  /** Which entry of payments/providers.ts took it. */
  provider: string;
  /** The provider's own id of it (unique per provider); null for a manual one. */
  providerRef: string | null;
  method: PaymentMethod;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  /** When it was paid; null until it is. */
  paidOn: string | null;
  note: string;
  /** Who recorded or began it (a username, or `visitor`). */
  recordedBy: string;
  createdAt: string;
  updatedAt: string;
  /** Our reference for a payment begun at a gateway (the provider keeps it); null for a manual one. */
  reference: Generated<string | null>;
  /** When a gateway's page stops taking it; null for a manual one. */
  expiresAt: Generated<string | null>;
}

type RefundStatus = 'pending' | 'refunded' | 'failed';

/** Money given back from a payment, whole or in part. */
export interface RefundsTable {
  id: Generated<number>;
  paymentId: number;
  amountMinor: number;
  currency: string;
  status: RefundStatus;
  providerRef: string | null;
  reason: string;
  requestedBy: string;
  createdAt: string;
  confirmedAt: string | null;
  /** How often the provider was asked; a refusal is asked again by the reconciliation worker. */
  attempts: Generated<number>;
  /** The provider's last refusal, shown in the inbox until it confirms. */
  lastError: Generated<string | null>;
}

/** The demo provider's own records of its payments (a real provider keeps these at its end). */
interface DemoPaymentsTable {
  ref: string;
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  language: 'en' | 'ar';
  returnUrl: string;
  expiresAt: string;
  outcome: 'paid' | 'failed' | null;
}

interface DemoRefundsTable {
  ref: string;
  key: string;
  amountMinor: number;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'webhook';
  /** JSON: what to send (an e-mail's recipient, subject and text; a webhook's body). */
  payload: string;
  attempts: Generated<number>;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  lastError: Generated<string>;
  sentAt: string | null;
  failedAt: string | null;
  createdAt: string;
  /** The request message this e-mail carries (the inbox shows whether it went). */
  messageId: number | null;
  /** The worker that claimed the row (and, once it went, the one that sent it). */
  claimedBy: string | null;
  /** Epoch milliseconds: until then the claim holds; a worker that died lets it go then. */
  leaseUntil: number | null;
}

/** A status message of a request, once per request and kind (the unique key decides). */
interface RequestMessagesTable {
  id: Generated<number>;
  requestKind: string;
  requestId: number;
  messageKind: string;
  language: 'en' | 'ar';
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Who changed what on a request: a status step, a pick-up day, the seats. */
export interface RequestChangesTable {
  id: Generated<number>;
  requestKind: string;
  requestId: number;
  field: 'status' | 'pickup' | 'seats' | 'quote';
  fromValue: string;
  toValue: string;
  /** A staff member's username; null: the visitor, on /track. */
  byUser: string | null;
  at: string;
  idempotencyKey: string | null;
}

/**
 * The key of a visitor's request (API.md, "Conventions"), one row per key and endpoint: the
 * request that holds it, and the answer to repeat once there is one.
 */
interface IdempotencyKeysTable {
  key: string;
  /** The endpoint's name in the contract's table: a key names one request to one endpoint. */
  endpoint: string;
  /** SHA-256 of the request's body without the key: the same key with another body is refused. */
  fingerprint: string;
  /** The claim that holds the key (random); a new one when a claim left by a crash is taken over. */
  owner: string;
  /** The answer to repeat (its status and JSON body); null while the first request runs. */
  status: number | null;
  body: string | null;
  /** Epoch milliseconds of the claim: the key expires a day after it. */
  createdAt: number;
}

// Invoices and credit notes (invoices/): the counter, the documents, the jobs that issue them.
interface InvoiceCounterTable {
  id: number;
  lastNumber: number;
}

export interface InvoiceDocumentsTable {
  id: Generated<number>;
  /** From the site's one gapless sequence: 1, 2, 3 … in order of issue. */
  number: number;
  uuid: string;
  kind: 'invoice' | 'credit_note';
  regime: string;
  requestKind: string;
  requestId: number;
  /** The payment or refund the document is for: one document per settlement. */
  settlementKey: string;
  issuedAt: string;
  /** YYYY-MM in the site's zone, for the month's VAT summary. */
  issuedMonth: string;
  currency: string;
  /** What the document charges (or gives back), in minor units, VAT split. */
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  /** The whole document as issued (JSON): what every view of it prints. */
  body: string;
  /** The previous document's hash ('' for the first), and this one's over its body and that. */
  previousHash: string;
  hash: string;
}

interface InvoiceJobsTable {
  id: Generated<number>;
  settlementKey: string;
  /** JSON: the settlement's facts, as the payment's event told them. */
  facts: string;
  attempts: Generated<number>;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  lastError: Generated<string>;
  doneAt: string | null;
  createdAt: string;
}

/**
 * Delivery (server/src/api/delivery): where each branch delivers (zones of districts, or rings
 * around its location), in which windows, and the orders each window has taken per day.
 */
export interface DeliveryTables {
  deliveryOrigins: { branchId: number; latitude: number; longitude: number };
  deliveryZones: {
    id: Generated<number>;
    branchId: number;
    nameEn: string;
    nameAr: string;
    /** Minor units of `currency`, the shop's when the zone was saved. */
    feeMinor: number;
    minimumMinor: number;
    freeFromMinor: number | null;
    currency: string;
    radiusM: number | null;
    sortOrder: number;
  };
  deliveryDistricts: {
    id: Generated<number>;
    zoneId: number;
    branchId: number;
    nameEn: string;
    nameAr: string;
    /** districtKey() of each name: unique across branches, so a district has one branch. */
    keyEn: string;
    keyAr: string;
    sortOrder: number;
  };
  deliverySlots: {
    id: Generated<number>;
    branchId: number;
    weekday: number;
    startsAt: string;
    endsAt: string;
    cutoffMinutes: number;
    capacity: number;
  };
  deliverySlotCounters: { slotId: number; day: string; taken: number };
}

export interface DB extends ContentTables, DeliveryTables {
  users: UsersTable;
  sessions: SessionsTable;
  activity: ActivityTable;
  images: ImagesTable;
  cakeCategories: CakeCategoriesTable;
  courseCategories: CategoriesTable;
  cakes: CakesTable;
  courses: CoursesTable;
  faqs: FaqsTable;
  branches: BranchesTable;
  pages: PagesTable;
  meta: MetaTable;
  requests: RequestsTable;
  cakeOrders: CakeOrdersTable;
  courseBookings: CourseBookingsTable;
  outbox: OutboxTable;
  idempotencyKeys: IdempotencyKeysTable;
  cakeSizes: CakeSizesTable;
  cakeFlavours: CakeFlavoursTable;
  cakeBranches: CakeBranchesTable;
  orderLines: OrderLinesTable;
  branchCalendars: BranchCalendarsTable;
  calendarExceptions: CalendarExceptionsTable;
  pickupCounters: PickupCountersTable;
  requestMessages: RequestMessagesTable;
  requestChanges: RequestChangesTable;
  waitlistEntries: WaitlistEntriesTable;
  customCakeRequests: CustomCakeRequestsTable;
  customCakePictures: CustomCakePicturesTable;
  shopSettings: ShopSettingsTable;
  fulfilments: FulfilmentsTable;
  paymentCollections: PaymentCollectionsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  branchPauses: BranchPausesTable;
  seasonPlans: SeasonPlansTable;
  cakeSeasons: CakeSeasonsTable;
  demoPayments: DemoPaymentsTable;
  demoRefunds: DemoRefundsTable;
  invoiceCounter: InvoiceCounterTable;
  invoiceDocuments: InvoiceDocumentsTable;
  invoiceJobs: InvoiceJobsTable;
}

/** Tables keyed by an integer `id`. */
export type IdTable = 'cakeCategories' | 'courseCategories' | 'cakes' | 'courses' | 'faqs' | 'branches';

/** Tables whose rows may point at an image; checked before an image's files are removed. */
export const IMAGE_OWNERS = [
  'cakes',
  'courses',
  'pages',
  'contentDrafts',
  'contentVersions',
  'customCakePictures',
] as const;
