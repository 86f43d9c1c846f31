import type { ApiModule } from '../http/api-module';
import { cakeCategoryHandlers } from '../cake-category/cake-category.routes';
import type { CakeOptionsRepository } from '../cake/cake-options.repository';
import { CakeRepository } from '../cake/cake.repository';
import { cakeHandlers } from '../cake/cake.routes';
import { CakeService } from '../cake/cake.service';
import { CAKE_CATEGORIES, CategoryRepository, COURSE_CATEGORIES } from '../category/category.repository';
import { categoryHandlers } from '../category/category.routes';
import { CategoryService } from '../category/category.service';
import { contentKinds } from '../content-kinds';
import { CourseRepository } from '../course/course.repository';
import { courseHandlers } from '../course/course.routes';
import { CourseService } from '../course/course.service';
import type { Database } from '../db/database';
import type { ContentServices } from '../drafts/content-services';
import { FaqRepository } from '../faq/faq.repository';
import { faqHandlers } from '../faq/faq.routes';
import { FaqService } from '../faq/faq.service';
import type { SiteCalendar } from '../home/site-calendar';
import type { Images } from '../media/images';
import type { ReadCurrency } from '../money';
import type { SinglePageRepository } from '../single-page/single-page.repository';

type CatalogRows = keyof (ReturnType<typeof cakeHandlers> &
  ReturnType<typeof courseHandlers> &
  ReturnType<typeof cakeCategoryHandlers> &
  ReturnType<typeof categoryHandlers> &
  ReturnType<typeof faqHandlers>);

export interface CatalogModule extends ApiModule<CatalogRows> {
  /** Every kind of content the drafts keep, with how each is read, saved and pictured. */
  kinds: ContentServices;
}

/** What the site sells and teaches: cakes, courses, their categories and the FAQ. */
export function createCatalogModule({
  database,
  images,
  pages,
  cakeOptions,
  currency,
  calendar,
}: {
  database: Database;
  images: Images;
  pages: SinglePageRepository;
  cakeOptions: CakeOptionsRepository;
  currency: ReadCurrency;
  calendar: SiteCalendar;
}): CatalogModule {
  const { db } = database;
  const cakes = new CakeRepository(db);
  const courses = new CourseRepository(db);
  const cakeService = new CakeService(database, cakes, images, cakeOptions, currency);
  const courseService = new CourseService(database, courses, images, calendar);
  const faqs = new FaqService(database, new FaqRepository(db));
  const cakeCategories = new CategoryService(database, new CategoryRepository(db, CAKE_CATEGORIES));
  const courseCategories = new CategoryService(database, new CategoryRepository(db, COURSE_CATEGORIES));
  return {
    handlers: {
      ...cakeHandlers(cakeService),
      ...courseHandlers(courseService),
      ...cakeCategoryHandlers(cakeCategories),
      ...categoryHandlers(courseCategories),
      ...faqHandlers(faqs),
    },
    kinds: contentKinds({
      database,
      images,
      pages,
      cakes: { service: cakeService, rows: cakes },
      courses: { service: courseService, rows: courses },
      faqs,
      cakeCategories,
      courseCategories,
    }),
    // The catalogs' remembered page positions.
    forget: (changes) => {
      if (changes !== 'content') return;
      cakes.forgetPositions();
      courses.forgetPositions();
    },
  };
}
