import type { Logger } from 'pino';

import type { Database, Trx, TxHooks } from '../db/database';
import { toMinor } from '@cakeshop/shared';
import { rasteriseSvg } from '../media/image-pipeline';
import type { ProcessedImage } from '../media/image-pipeline';
import type { Images } from '../media/images';
import { drawing, findSeedAssets } from './illustrations';
import { CAKE_CATEGORIES, CAKES, COURSE_CATEGORIES, COURSES } from './seed-content';
import { ABOUT, BRANCHES, FAQS, HOME, INSTRUCTOR, SHOP } from './seed-pages';
import { seedWeek } from './seed-week';
import { seedDelivery } from './seed-delivery';

const SEEDED = 'demoSeeded';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today plus `days`, at UTC midnight, as the contract stores course dates. */
function utcMidnightIn(days: number, now = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + days * DAY_MS).toISOString();
}

async function isEmpty(database: Database): Promise<boolean> {
  const { db } = database;
  const marker = await db.selectFrom('meta').select('value').where('key', '=', SEEDED).executeTakeFirst();
  if (marker) return false;
  const counts = await Promise.all(
    (['cakes', 'courses', 'cakeCategories', 'courseCategories', 'faqs', 'branches', 'pages'] as const).map(
      (table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
    ),
  );
  return counts.every((row) => Number(row.count) === 0);
}

/** Renders every illustration through the same pipeline as uploads (in parallel, before the write). */
async function renderAll(images: Images, logger: Logger) {
  const assets = findSeedAssets();
  if (!assets) {
    logger.warn('seed illustrations (server/assets/seed) not found: the demo content has no pictures');
    return { cakes: [], courses: [], hero: undefined, instructor: undefined, about: undefined };
  }
  const render = async (svg: string, width: number, svgWidth = 800) =>
    images.prepare({ bytes: await rasteriseSvg(svg, width, svgWidth) });
  const [cakes, courses, pages] = await Promise.all([
    Promise.all(CAKES.map((cake) => render(drawing(assets, cake.drawing, cake.palette), 960))),
    Promise.all(COURSES.map((course) => render(drawing(assets, course.drawing, course.palette), 960))),
    Promise.all([
      render(drawing(assets, 'hero'), 1600, 1600),
      render(drawing(assets, 'instructor'), 600, 600),
    ]),
  ]);
  return { cakes, courses, hero: pages[0], instructor: pages[1], about: pages[0] };
}

async function keyOf(images: Images, trx: Trx, hooks: TxHooks, image: ProcessedImage | undefined) {
  return image ? images.save(trx, hooks, image) : null;
}

/**
 * First start with an empty database: bilingual demo content with pictures, in one transaction.
 * Marked in `meta`, so a site whose owner later deletes everything is not refilled.
 */
export async function seedDemoIfEmpty(
  database: Database,
  images: Images,
  logger: Logger,
  now: Date = new Date(),
): Promise<void> {
  if (!(await isEmpty(database))) return;
  const started = Date.now();
  const pictures = await renderAll(images, logger);
  await database.write(async (trx, hooks) => {
    const save = (image: ProcessedImage | undefined) => keyOf(images, trx, hooks, image);
    const cakeCategoryIds: number[] = [];
    for (const category of CAKE_CATEGORIES) {
      cakeCategoryIds.push(
        (await trx.insertInto('cakeCategories').values(category).returning('id').executeTakeFirstOrThrow())
          .id,
      );
    }
    const courseCategoryIds: number[] = [];
    for (const category of COURSE_CATEGORIES) {
      courseCategoryIds.push(
        (await trx.insertInto('courseCategories').values(category).returning('id').executeTakeFirstOrThrow())
          .id,
      );
    }
    const cakeIds: number[] = [];
    for (const [index, cake] of CAKES.entries()) {
      const { nameEn, nameAr, descriptionEn, descriptionAr, category, price, featured, leadDays } = cake;
      const row = await trx
        .insertInto('cakes')
        .values({
          nameEn,
          nameAr,
          descriptionEn,
          descriptionAr,
          priceMinor: toMinor(price, SHOP.currency),
          cakeCategoryId: cakeCategoryIds[category]!,
          featured: featured ? 1 : 0,
          leadDays: leadDays ?? null,
          imageKey: await save(pictures.cakes[index]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      cakeIds.push(row.id);
    }
    for (const [index, course] of COURSES.entries()) {
      const {
        drawing: _drawing,
        palette: _palette,
        category,
        price,
        featured,
        startsInDays,
        ...rest
      } = course;
      await trx
        .insertInto('courses')
        .values({
          ...rest,
          priceMinor: toMinor(price, SHOP.currency),
          categoryId: courseCategoryIds[category]!,
          startDate: utcMidnightIn(startsInDays),
          featured: featured ? 1 : 0,
          imageKey: await save(pictures.courses[index]),
        })
        .execute();
    }
    for (const [sortOrder, faq] of FAQS.entries())
      await trx
        .insertInto('faqs')
        .values({ ...faq, sortOrder })
        .execute();
    const branchIds: number[] = [];
    for (const [sortOrder, branch] of BRANCHES.entries()) {
      const row = await trx
        .insertInto('branches')
        .values({ ...branch, sortOrder })
        .returning('id')
        .executeTakeFirstOrThrow();
      branchIds.push(row.id);
    }
    await seedWeek(trx, { cakes: cakeIds, branches: branchIds, cakeCategories: cakeCategoryIds }, now);
    await seedDelivery(trx, branchIds);
    const pages = [
      { key: 'home' as const, data: HOME, image: pictures.hero },
      { key: 'about' as const, data: ABOUT, image: pictures.about },
      { key: 'instructor' as const, data: INSTRUCTOR, image: pictures.instructor },
    ];
    for (const page of pages) {
      await trx
        .insertInto('pages')
        .values({ key: page.key, data: JSON.stringify(page.data), imageKey: await save(page.image) })
        .execute();
    }
    // The settings' row exists from its migration: a seeded site fills it.
    await trx
      .updateTable('shopSettings')
      .set({ data: JSON.stringify(SHOP) })
      .where('id', '=', 1)
      .execute();
    await trx.insertInto('meta').values({ key: SEEDED, value: new Date().toISOString() }).execute();
  });
  logger.info({ ms: Date.now() - started }, 'demo content seeded');
}
