import fs from 'node:fs';
import path from 'node:path';

import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addCategory,
  cakeFields,
  makePng,
  postForm,
  startSignedInApi,
  startTestApi,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { filesOf, startS3 } from '../../../test/support/s3';
import type { LocalS3 } from '../../../test/support/s3';
import type { S3Settings } from './s3-media-store';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

interface Site extends SignedInApi {
  settings: S3Settings;
  categoryId: number;
}

async function startSite(overrides: Partial<S3Settings> = {}): Promise<Site> {
  const settings = await s3.bucket(overrides);
  const site = await startSignedInApi({ s3: settings });
  return {
    ...site,
    settings,
    categoryId: await addCategory(site, '/api/CakeCategory/AddCakeCategory', 'Bucket'),
  };
}

async function addCake(site: Site, color: string): Promise<Cake> {
  const response = await postForm(site, '/api/Cake/AddCake', cakeFields(site.categoryId)).attach(
    'image',
    await makePng(1200, 800, color),
    'cake.png',
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Cake;
}

describe('pictures in an S3-compatible bucket', () => {
  it('when a cake gets a picture, then its file and every width are objects in the bucket, none on disk, and the API streams each with its type and a year of caching', async () => {
    const site = await startSite();
    try {
      const cake = await addCake(site, '#c06080');
      const files = filesOf(cake);
      // 480, 960 and 1200 wide (the picture's own width is the largest).
      expect(files).toHaveLength(3);
      expect(await s3.keys(site.settings.bucket)).toEqual(files);
      expect(fs.existsSync(path.join(site.dataDir, 'media'))).toBe(false);
      expect(cake.imageUrl).toMatch(/^\/api\/media\/[a-f0-9]{24}\.(webp|png)$/);

      for (const file of files) {
        const stored = await s3.object(site.settings.bucket, file);
        expect(stored.contentType).toBe(file.endsWith('.png') ? 'image/png' : 'image/webp');
        const answer = await request(site.app).get(`/api/media/${file}`).buffer(true);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe(stored.contentType);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['content-length']).toBe(String(stored.bytes.length));
        expect(Buffer.compare(answer.body as Buffer, stored.bytes)).toBe(0);

        const again = await request(site.app)
          .get(`/api/media/${file}`)
          .set('If-None-Match', String(answer.headers.etag));
        expect(again.status).toBe(304);
        const head = await request(site.app).head(`/api/media/${file}`);
        expect(head.status).toBe(200);
        expect(head.headers['content-length']).toBe(String(stored.bytes.length));
      }
      expect((await request(site.app).get('/api/media/0123456789abcdef01234567.webp')).status).toBe(404);
    } finally {
      await site.close();
    }
  });

  it('when the cake is deleted, then its objects leave the bucket and their addresses answer 404', async () => {
    const site = await startSite();
    try {
      const kept = await addCake(site, '#3070a0');
      const doomed = await addCake(site, '#a07030');
      const response = await request(site.app)
        .delete(`/api/Cake/DeleteCake?Id=${doomed.id}`)
        .set('Authorization', site.auth);
      expect(response.status).toBe(204);
      expect(await s3.keys(site.settings.bucket)).toEqual(filesOf(kept));
      expect((await request(site.app).get(doomed.imageUrl!)).status).toBe(404);
      expect((await request(site.app).get(kept.imageUrl!)).status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it('when IMAGE_ORIGINS names the bucket’s public origin, then answers link every width there', async () => {
    const site = await startSite({ publicOrigin: 'https://pictures.example' });
    try {
      const cake = await addCake(site, '#60a040');
      const files = filesOf(cake);
      expect(cake.imageUrl).toBe(
        `https://pictures.example/${files.find((file) => cake.imageUrl!.endsWith(file))}`,
      );
      for (const entry of cake.imageSrcset!.split(', '))
        expect(entry).toMatch(/^https:\/\/pictures\.example\/[a-f0-9]{24}\.(webp|png) \d+w$/);
      const listed = (await request(site.app).get(`/api/Cake/GetCakeById?Id=${cake.id}`)).body as Cake;
      expect(listed.imageUrl).toBe(cake.imageUrl);
      expect(await s3.keys(site.settings.bucket)).toEqual(files);
    } finally {
      await site.close();
    }
  });

  it('when the bucket stops answering, then a picture’s address answers 503 and the API goes on answering', async () => {
    const own = await startS3();
    const settings = await own.bucket();
    const site = await startSignedInApi({ s3: settings });
    try {
      const categoryId = await addCategory(site, '/api/CakeCategory/AddCakeCategory', 'Gone');
      const cake = await addCake({ ...site, settings, categoryId }, '#808080');
      await own.stop();
      const answer = await request(site.app).get(cake.imageUrl!);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ code: 'backend.unavailable' });
      expect((await request(site.app).get(`/api/Cake/GetCakeById?Id=${cake.id}`)).status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it('when the bucket does not exist, then the API does not start and says which bucket', async () => {
    const settings = { ...(await s3.bucket()), bucket: 'no-such-bucket' };
    await expect(startTestApi({ s3: settings })).rejects.toThrow(/S3_BUCKET=no-such-bucket/);
  });
});
