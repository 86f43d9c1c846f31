import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A seed script's command line, `tsx server/scripts/<script>.ts <dataDir> <count>`, when the
 * module is the one node was started with (the bench imports the seed functions instead).
 */
export async function runSeedCli(
  moduleUrl: string,
  what: string,
  minCount: number,
  seed: (dataDir: string, count: number) => Promise<{ inserted: number; ms: number }>,
): Promise<void> {
  const started = process.argv[1];
  if (!started || moduleUrl !== pathToFileURL(path.resolve(started)).href) return;
  const [dataDir, countText] = process.argv.slice(2);
  const count = Number(countText);
  if (!dataDir || !Number.isSafeInteger(count) || count < minCount) {
    console.error(`usage: tsx ${path.relative(process.cwd(), started)} <dataDir> <count>`);
    process.exit(2);
  }
  const { inserted, ms } = await seed(dataDir, count);
  console.log(`inserted ${inserted} ${what} into ${path.resolve(dataDir)} in ${ms} ms`);
}
