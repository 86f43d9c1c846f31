/**
 * Fills a data dir with many cakes, for benchmarks (GetCakes at page 1 and page 5,000).
 *   tsx server/scripts/seed-cakes.ts <dataDir> <count>
 * Uses the embedded API's own database module, so migrations and pragmas are the real ones.
 */

import { openDatabase } from '../src/api/db/database';
import { STANDARD_SIZE } from '../src/api/db/week-migrations';
import { runSeedCli } from './seed-cli';

const BATCH = 500;

export async function seedCakes(
  dataDir: string,
  count: number,
  databaseUrl?: string,
): Promise<{ inserted: number; ms: number }> {
  const started = Date.now();
  const database = await openDatabase(dataDir, (error) => console.error(error), { databaseUrl });
  try {
    await database.write(async (trx) => {
      const existing = await trx.selectFrom('cakeCategories').select('id').orderBy('id').execute();
      const categoryIds = existing.length
        ? existing.map((row) => row.id)
        : [
            (
              await trx
                .insertInto('cakeCategories')
                .values({ nameEn: 'Benchmark', nameAr: 'قياس الأداء' })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
          ];
      for (let offset = 0; offset < count; offset += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_unused, index) => {
          const n = offset + index + 1;
          return {
            nameEn: `Benchmark cake ${n}`,
            nameAr: `كعكة القياس ${n}`,
            descriptionEn: 'Vanilla sponge, buttercream and a little patience.',
            descriptionAr: 'كيك الفانيليا مع كريمة الزبدة وقليل من الصبر.',
            priceMinor: 1000 + (n % 9000),
            cakeCategoryId: categoryIds[n % categoryIds.length]!,
            featured: n % 10 === 0 ? 1 : 0,
            imageKey: null,
          };
        });
        await trx.insertInto('cakes').values(rows).execute();
      }
      // Every cake is at least one size: each new one is one size at its price.
      await trx
        .insertInto('cakeSizes')
        .columns(['cakeId', 'sortOrder', 'labelEn', 'labelAr', 'priceMinor'])
        .expression((eb) =>
          eb
            .selectFrom('cakes')
            .select([
              'cakes.id',
              eb.val(0).as('sortOrder'),
              eb.val(STANDARD_SIZE.labelEn).as('labelEn'),
              eb.val(STANDARD_SIZE.labelAr).as('labelAr'),
              'cakes.priceMinor',
            ])
            .where((where) =>
              where.not(
                where.exists(
                  where
                    .selectFrom('cakeSizes')
                    .select('cakeSizes.id')
                    .whereRef('cakeSizes.cakeId', '=', 'cakes.id'),
                ),
              ),
            ),
        )
        .execute();
    });
  } finally {
    await database.close();
  }
  return { inserted: count, ms: Date.now() - started };
}

await runSeedCli(import.meta.url, 'cakes', 1, seedCakes);
