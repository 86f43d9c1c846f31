import fs from 'node:fs';
import path from 'node:path';

import type { Cake, Paged } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addCategory,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cakeFields,
  downloadBackup,
  makePng,
  mediaFiles,
  postForm,
  signIn,
  startSignedInApi,
  startTestApi,
  tempDataDir,
} from '../../../test/support/api';
import { siteData } from '../../../test/support/database';
import type { SignedInApi } from '../../../test/support/api';
import { restore, unpack } from '../../../test/support/backup';
import { filesOf, startS3 } from '../../../test/support/s3';
import type { LocalS3 } from '../../../test/support/s3';
import { backupToFile, restoreFromFile } from './backup-files';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

async function addCake(site: SignedInApi, name: string, color: string): Promise<Cake> {
  const categoryId = await addCategory(site, '/api/CakeCategory/AddCakeCategory', `For ${name}`);
  const response = await postForm(site, '/api/Cake/AddCake', cakeFields(categoryId, { nameEn: name })).attach(
    'image',
    await makePng(1000, 700, color),
    'cake.png',
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Cake;
}

async function cakes(site: SignedInApi): Promise<Cake[]> {
  return ((await request(site.app).get('/api/Cake/GetCakes?pageSize=100')).body as Paged<Cake>).items;
}

const bytesAt = async (site: SignedInApi, url: string) =>
  (await request(site.app).get(url).buffer(true)).body as Buffer;

describe('backups with pictures in a bucket', () => {
  it('when a backup taken with pictures on disk is restored onto a site with a bucket, then every picture is an object there, served the same, and the bucket’s pictures no row names are gone; its backup restores onto disk again', async () => {
    const disk = await startSignedInApi();
    const settings = await s3.bucket();
    const bucketSite = await startSignedInApi({ s3: settings });
    let diskCakes: Cake[];
    try {
      await addCake(disk, 'Rose cake', '#d04070');
      await addCake(disk, 'Lemon cake', '#e0d040');
      diskCakes = await cakes(disk);
      const archive = await downloadBackup(disk.app, disk.auth);
      const own = await addCake(bucketSite, 'Bucket cake', '#4070d0');
      expect(await s3.keys(settings.bucket)).toEqual(filesOf(own));

      const response = await restore(bucketSite, archive);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const restored = await cakes(bucketSite);
      expect(restored).toEqual(diskCakes);
      const files = [...new Set(diskCakes.flatMap(filesOf))].sort();
      expect(files).toEqual(mediaFiles(disk.dataDir));
      expect(await s3.keys(settings.bucket)).toEqual(files);
      expect(fs.existsSync(path.join(bucketSite.dataDir, 'media'))).toBe(false);
      for (const file of files) {
        const fromDisk = await bytesAt(disk, `/api/media/${file}`);
        expect(Buffer.compare((await s3.object(settings.bucket, file)).bytes, fromDisk)).toBe(0);
        expect(Buffer.compare(await bytesAt(bucketSite, `/api/media/${file}`), fromDisk)).toBe(0);
      }
    } finally {
      await disk.close();
      await bucketSite.close();
    }

    // Back again with `pnpm backup` and `pnpm restore`, the server stopped: the archive holds the
    // bucket's pictures as files, and the restore puts them in DATA_DIR/media.
    const file = path.join(tempDataDir(), 'from-bucket.tar.gz');
    await backupToFile({ ...(await siteData(bucketSite.dataDir)), s3: settings }, file);
    const { media } = await unpack(fs.readFileSync(file));
    expect(media).toEqual(await s3.keys(settings.bucket));
    const otherDir = tempDataDir();
    await restoreFromFile(await siteData(otherDir), file);
    const other = await startTestApi({ dataDir: otherDir });
    try {
      expect(mediaFiles(otherDir)).toEqual(media);
      const back = ((await request(other.app).get('/api/Cake/GetCakes?pageSize=100')).body as Paged<Cake>)
        .items;
      expect(back).toEqual(diskCakes);
      for (const name of media) {
        const served = (await request(other.app).get(`/api/media/${name}`).buffer(true)).body as Buffer;
        expect(Buffer.compare(served, (await s3.object(settings.bucket, name)).bytes)).toBe(0);
      }
      expect(await signIn(other.app, ADMIN_EMAIL, ADMIN_PASSWORD)).toMatch(/^Bearer /);
    } finally {
      await other.close();
    }
  });

  it('when a restore onto a bucket is refused, then the bucket keeps exactly what it had', async () => {
    const settings = await s3.bucket();
    const site = await startSignedInApi({ s3: settings });
    try {
      const own = await addCake(site, 'Staying cake', '#20a0a0');
      const source = await startSignedInApi();
      await addCake(source, 'Other cake', '#a02020');
      const archive = await downloadBackup(source.app, source.auth);
      await source.close();
      // Cut short: the gzip's end is missing.
      const response = await restore(site, archive.subarray(0, archive.length - 200));
      expect(response.status).toBe(400);
      expect(await s3.keys(settings.bucket)).toEqual(filesOf(own));
      expect(await cakes(site)).toHaveLength(1);
    } finally {
      await site.close();
    }
  });
});
