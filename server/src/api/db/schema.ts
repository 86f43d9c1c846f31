import type { CakeOrderStatus, CourseBookingStatus } from '@cakeshop/shared';
import type { Generated } from 'kysely';

/** The tables as Kysely sees them (camelCase here, snake_case in SQLite via CamelCasePlugin). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  role: 'owner' | 'editor';
  lastLoginAt: string | null;
}

/** A signed-in browser: the token carries `id`; no row, no access. */
export interface SessionsTable {
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
}

/** One stored picture: its main file and its responsive variants, keyed by content hash. */
export interface ImagesTable {
  key: string;
  mainFile: string;
  /** JSON: `[{ file, width }]`, smallest first. */
  variants: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  nameEn: string;
  nameAr: string;
}

export interface CakesTable {
  id: Generated<number>;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** Whole cents, so 12.30 stays 12.30. */
  priceCents: number;
  cakeCategoryId: number;
  featured: number;
  imageKey: string | null;
}

export interface CoursesTable {
  id: Generated<number>;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  priceCents: number;
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

export interface MetaTable {
  key: string;
  value: string;
}

/** What every kind of visitor request holds about the visitor and the staff's handling. */
export interface VisitorRequestColumns {
  id: Generated<number>;
  reference: string;
  idempotencyKey: string | null;
  customerName: string;
  phone: string;
  /** The phone's digits alone: what tracking compares and the inbox search finds. */
  phoneDigits: string;
  email: string;
  notes: string;
  language: 'en' | 'ar';
  staffNote: string;
  createdAt: string;
  /** Who last moved the status (a username), and when: null until the staff first do. */
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  /** The visitor's changes end this many hours before the event: the policy when it was made. */
  changeCutoffHours: number;
}

export interface CakeOrdersTable extends VisitorRequestColumns {
  cakeId: number;
  cakeNameEn: string;
  cakeNameAr: string;
  quantity: number;
  pickupDate: string;
  branchId: number;
  branchNameEn: string;
  branchNameAr: string;
  cakeMessage: string;
  status: CakeOrderStatus;
  totalCents: number;
}

export interface CourseBookingsTable extends VisitorRequestColumns {
  courseId: number;
  courseTitleEn: string;
  courseTitleAr: string;
  courseStartDate: string | null;
  seats: number;
  status: CourseBookingStatus;
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
}

/** A status message of a request, once per request and kind (the unique key decides). */
export interface RequestMessagesTable {
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
  field: 'status' | 'pickup' | 'seats';
  fromValue: string;
  toValue: string;
  /** A staff member's username; null: the visitor, on /track. */
  byUser: string | null;
  at: string;
  idempotencyKey: string | null;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  activity: ActivityTable;
  images: ImagesTable;
  cakeCategories: CategoriesTable;
  courseCategories: CategoriesTable;
  cakes: CakesTable;
  courses: CoursesTable;
  faqs: FaqsTable;
  branches: BranchesTable;
  pages: PagesTable;
  meta: MetaTable;
  cakeOrders: CakeOrdersTable;
  courseBookings: CourseBookingsTable;
  outbox: OutboxTable;
  requestMessages: RequestMessagesTable;
  requestChanges: RequestChangesTable;
}

/** Tables keyed by an integer `id`. */
export type IdTable = 'cakeCategories' | 'courseCategories' | 'cakes' | 'courses' | 'faqs' | 'branches';

/** Tables whose rows may point at an image; checked before an image's files are removed. */
export const IMAGE_OWNERS = ['cakes', 'courses', 'pages'] as const;
