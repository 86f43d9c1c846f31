import type { ContentKind } from '@cakeshop/shared';

import type { IdTable } from '../db/schema';

/** Where each kind's records are kept; null for a single page, which always exists (id 0). */
export const RECORD_TABLES: Record<ContentKind, IdTable | null> = {
  Cake: 'cakes',
  Course: 'courses',
  Faq: 'faqs',
  CakeCategory: 'cakeCategories',
  Category: 'courseCategories',
  HomeData: null,
  AboutData: null,
  InstructorData: null,
};
