import {
  aboutDataInput,
  editCakeCategoryInput,
  editCakeInput,
  editCategoryInput,
  editCourseInput,
  editFaqInput,
  homeDataInput,
  instructorDataInput,
} from '@cakeshop/shared';
import type { ContentKind } from '@cakeshop/shared';
import type { z } from 'zod';

import { EMPTY_ABOUT } from './about/about.routes';
import type { CakeRepository } from './cake/cake.repository';
import type { CakeService } from './cake/cake.service';
import type { CategoryService } from './category/category.service';
import type { CourseRepository } from './course/course.repository';
import type { CourseService } from './course/course.service';
import type { FromDraft } from './content/from-draft';
import { RECORD_TABLES } from './content/record-tables';
import type { Database, Trx } from './db/database';
import { exists } from './db/database';
import type { ContentKindService, ContentServices } from './drafts/content-services';
import type { FaqService } from './faq/faq.service';
import { EMPTY_HOME } from './home/home.routes';
import { parseWith } from './http/input';
import { EMPTY_INSTRUCTOR } from './instructor/instructor.routes';
import type { Images } from './media/images';
import type { PageKey, SinglePageRepository } from './single-page/single-page.repository';
import { SinglePageService } from './single-page/single-page.service';

export interface ContentKindDeps {
  database: Database;
  images: Images;
  pages: SinglePageRepository;
  cakes: { service: CakeService; rows: CakeRepository };
  courses: { service: CourseService; rows: CourseRepository };
  faqs: FaqService;
  cakeCategories: CategoryService;
  courseCategories: CategoryService;
}

type Record_ = Record<string, unknown>;

/** A kind kept in an id table: its read, and its Edit save with the row's own schema. */
function idKind<S extends z.ZodType>(
  kind: ContentKind,
  schema: S,
  read: (id: number) => Promise<object>,
  publish: (input: z.output<S>, draft: FromDraft) => Promise<unknown>,
  imageKeyOf: (trx: Trx, id: number) => Promise<string | null> = () => Promise.resolve(null),
): ContentKindService {
  const table = RECORD_TABLES[kind];
  if (!table) throw new Error(`${kind} is a single page, not kept by id`);
  return {
    read: async (id) => (await read(id)) as Record_,
    exists: (trx, id) => exists(trx, table, id),
    imageKeyOf,
    publish: (body, draft) => publish(parseWith(schema, body), draft),
  };
}

/** A single page (Home, About, Instructor): always there, its Update row's schema. */
function pageKind<S extends z.ZodType, F extends object>(
  deps: ContentKindDeps,
  key: PageKey,
  empty: F,
  schema: S,
): ContentKindService {
  const page = new SinglePageService<F>(deps.database, deps.pages, deps.images, key, empty);
  return {
    read: async () => (await page.get()) as Record_,
    exists: () => Promise.resolve(true),
    imageKeyOf: async (trx) => (await deps.pages.find(key, trx))?.imageKey ?? null,
    publish: (body, draft) =>
      page.update(parseWith(schema, body) as F & { removeImage: boolean }, undefined, draft),
  };
}

/**
 * What drafts need of every kind of content, from the kinds' own services (drafts/ imports none
 * of them). A kind added to CONTENT_KINDS does not compile until it is here.
 */
export function contentKinds(deps: ContentKindDeps): ContentServices {
  const { cakes, courses, faqs, cakeCategories, courseCategories } = deps;
  return {
    Cake: idKind(
      'Cake',
      editCakeInput,
      (id) => cakes.service.get(id),
      (input, draft) => cakes.service.edit(input, undefined, draft),
      async (trx, id) => (await cakes.rows.find(trx, id))?.imageKey ?? null,
    ),
    Course: idKind(
      'Course',
      editCourseInput,
      (id) => courses.service.get(id),
      (input, draft) => courses.service.edit(input, undefined, draft),
      async (trx, id) => (await courses.rows.find(trx, id))?.imageKey ?? null,
    ),
    Faq: idKind(
      'Faq',
      editFaqInput,
      (id) => faqs.get(id),
      (input) => faqs.edit(input, true),
    ),
    CakeCategory: idKind(
      'CakeCategory',
      editCakeCategoryInput,
      (id) => cakeCategories.get(id),
      (input) => cakeCategories.edit(input, true),
    ),
    Category: idKind(
      'Category',
      editCategoryInput,
      (id) => courseCategories.get(id),
      (input) => courseCategories.edit(input, true),
    ),
    HomeData: pageKind(deps, 'home', EMPTY_HOME, homeDataInput),
    AboutData: pageKind(deps, 'about', EMPTY_ABOUT, aboutDataInput),
    InstructorData: pageKind(deps, 'instructor', EMPTY_INSTRUCTOR, instructorDataInput),
  };
}
