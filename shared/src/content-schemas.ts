import type * as z from 'zod';

import type { ContentKind } from './content';
import { aboutData, aboutDataInput } from './entities/about';
import { cake, editCakeInput } from './entities/cake';
import { cakeCategory, category, editCakeCategoryInput, editCategoryInput } from './entities/categories';
import { course, editCourseInput } from './entities/course';
import { editFaqInput, faq } from './entities/faq';
import { homeData, homeDataInput } from './entities/home';
import { instructorData, instructorDataInput } from './entities/instructor';

/**
 * Each kind's Edit body and record, as the endpoint table's rows hold them (a test keeps them the
 * same). Named here rather than read from the whole table so the dashboard, which derives its
 * drafts' fields from them, does not download every endpoint's schema.
 */
export const EDIT_SCHEMAS: Record<ContentKind, z.ZodObject> = {
  Cake: editCakeInput,
  Course: editCourseInput,
  Faq: editFaqInput,
  CakeCategory: editCakeCategoryInput,
  Category: editCategoryInput,
  HomeData: homeDataInput,
  AboutData: aboutDataInput,
  InstructorData: instructorDataInput,
};

export const RECORD_SCHEMAS: Record<ContentKind, z.ZodObject> = {
  Cake: cake,
  Course: course,
  Faq: faq,
  CakeCategory: cakeCategory,
  Category: category,
  HomeData: homeData,
  AboutData: aboutData,
  InstructorData: instructorData,
};
