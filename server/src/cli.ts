import path from 'node:path';

import { backupToFile, restoreFromFile } from './api/backup/backup-files';
import { DataDirBusyError } from './api/db/data-dir-lock';
import { ApiError } from './api/errors';
import { commandCwd, EnvError, loadEnv } from './env';
import { s3Settings } from './s3-env';

/**
 * `pnpm backup [file]` and `pnpm restore <file>` (`node dist/cli.js …` in the image), for whoever
 * runs the site: the same archive as the dashboard's Backup screen, made or restored on DATA_DIR
 * while the server is stopped. A running server holds DATA_DIR's lock, and these say so and stop.
 */
const USAGE = [
  'usage:',
  '  pnpm backup [file]     write a backup of DATA_DIR (default: cakeshop-backup-<time>.tar.gz here)',
  '  pnpm restore <file>    replace DATA_DIR’s content with a backup, after checking all of it',
  'Both need the server stopped (while it runs, use the dashboard’s Backup screen).',
].join('\n');

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(argv: string[]): Promise<void> {
  const [command, fileArgument] = argv;
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const site = { dataDir, databaseUrl: env.DATABASE_URL, s3: s3Settings(env) };
  const started = Date.now();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.resolve(commandCwd(), fileArgument ?? `cakeshop-backup-${stamp}.tar.gz`);
    const { bytes } = await backupToFile(site, file);
    process.stdout.write(
      `Backed up ${dataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB, ${Date.now() - started} ms)\n`,
    );
  } else if (command === 'restore' && fileArgument) {
    const file = path.resolve(commandCwd(), fileArgument);
    await restoreFromFile(site, file);
    process.stdout.write(`Restored ${dataDir} from ${file} (${Date.now() - started} ms)\n`);
  } else {
    fail(USAGE, 2);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DataDirBusyError)
    fail(`${error.message}\nWhile the server runs, use the dashboard’s Backup screen.`);
  if (error instanceof ApiError) fail(`Refused: ${error.message}`);
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    fail(`No such file: ${(error as NodeJS.ErrnoException).path}`);
  fail(`Failed: ${error instanceof Error ? error.message : String(error)}`);
});
