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
  durationHours: number | null;
  seats: number | null;
  featured: number;
  imageKey: string | null;
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
}

/** Tables keyed by an integer `id`. */
export type IdTable = 'cakeCategories' | 'courseCategories' | 'cakes' | 'courses' | 'faqs' | 'branches';

/** Tables whose rows may point at an image; checked before an image's files are removed. */
export const IMAGE_OWNERS = ['cakes', 'courses', 'pages'] as const;
