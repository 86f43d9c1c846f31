import fs from 'node:fs';
import path from 'node:path';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { DataDirBusyError } from '../db/data-dir-lock';
import {
  addCategory,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  signIn,
  startSignedInApi,
  startTestApi,
  tempDataDir,
  answerOf,
} from '../../../test/support/api';
import { siteData } from '../../../test/support/database';
import { backupToFile, restoreFromFile } from './backup-files';

describe('pnpm backup and pnpm restore', () => {
  it('when the server runs on DATA_DIR, then both refuse at once, saying another process uses it', async () => {
    const site = await startSignedInApi();
    const file = path.join(tempDataDir(), 'site.tar.gz');
    try {
      await expect(backupToFile(await siteData(site.dataDir), file)).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(restoreFromFile(await siteData(site.dataDir), file)).rejects.toBeInstanceOf(
        DataDirBusyError,
      );
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await site.close();
    }
  });

  it('when the server is stopped, then a backup written to a file restores into another DATA_DIR that then serves the same content', async () => {
    const site = await startSignedInApi();
    await addCategory(site, '/api/CakeCategory/AddCakeCategory', 'Carried over');
    const categories = async (app: typeof site.app) =>
      answerOf('GetCakeCategories', await request(app).get('/api/CakeCategory/GetCakeCategories'));
    const before = await categories(site.app);
    await site.close();

    const file = path.join(tempDataDir(), 'site.tar.gz');
    const { bytes } = await backupToFile(await siteData(site.dataDir), file);
    expect(bytes).toBe(fs.statSync(file).size);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const otherDir = tempDataDir();
    await restoreFromFile(await siteData(otherDir), file);
    const other = await startTestApi({ dataDir: otherDir });
    try {
      expect(await categories(other.app)).toEqual(before);
      const auth = await signIn(other.app, ADMIN_EMAIL, ADMIN_PASSWORD);
      const log = await request(other.app)
        .get('/api/Audit/GetActivity?pageSize=1&entity=Backup')
        .set('Authorization', auth);
      expect(answerOf('GetActivity', log).items[0]).toMatchObject({
        action: 'restore',
        username: '(system)',
        userId: null,
      });
    } finally {
      await other.close();
    }
  });

  it('when the file is not a backup, then restore refuses and DATA_DIR is left as it was', async () => {
    const site = await startSignedInApi();
    await site.close();
    const file = path.join(tempDataDir(), 'notes.tar.gz');
    fs.writeFileSync(file, 'not a backup');
    await expect(restoreFromFile(await siteData(site.dataDir), file)).rejects.toMatchObject({
      status: 400,
      code: 'backup.invalid',
    });
  });
});
