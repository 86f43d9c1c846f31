import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makePng, mediaFiles, startSignedInApi, refusalOf } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

interface PageCase {
  name: string;
  get: string;
  update: string;
  empty: Record<string, unknown>;
  fields: Record<string, string>;
  saved: Record<string, unknown>;
  bad: Record<string, string>;
  badPaths: string[];
}

const pages: PageCase[] = [
  {
    name: 'Home',
    get: '/api/Home/GetHomeData',
    update: '/api/Home/UpdateHomeData',
    empty: { brandNameEn: '', heroTitleAr: '', introBodyEn: '', currency: 'USD', imageUrl: null },
    fields: {
      brandNameEn: 'Crumb & Co',
      brandNameAr: 'كرمب وشركاه',
      heroTitleEn: 'Baked today',
      heroTitleAr: 'مخبوز اليوم',
      // The shop's settings have a record of their own: the Home page ignores them.
      currency: 'jod',
    },
    saved: { brandNameEn: 'Crumb & Co', currency: 'USD', heroSubtitleEn: '' },
    bad: { brandNameEn: '', brandNameAr: 'x', heroTitleEn: 'x', heroTitleAr: 'x', currency: 'dollars' },
    badPaths: ['brandNameEn'],
  },
  {
    name: 'About',
    get: '/api/About/GetAboutData',
    update: '/api/About/UpdateAboutData',
    empty: { titleEn: '', titleAr: '', bodyEn: '', bodyAr: '', imageUrl: null },
    fields: { titleEn: 'Our story', titleAr: 'قصتنا', bodyEn: 'Since 2009.', bodyAr: 'منذ عام ٢٠٠٩.' },
    saved: { titleEn: 'Our story', bodyAr: 'منذ عام ٢٠٠٩.' },
    bad: { titleEn: 'x', titleAr: '', bodyEn: '', bodyAr: 'x' },
    badPaths: ['bodyEn', 'titleAr'],
  },
  {
    name: 'Instructor',
    get: '/api/Instructor/GetInstructorData',
    update: '/api/Instructor/UpdateInstructorData',
    empty: { nameEn: '', nameAr: '', jobTitleEn: '', instagramUrl: '', imageUrl: null },
    fields: { nameEn: 'Lina Haddad', nameAr: 'لينا حداد', instagramUrl: 'https://instagram.com/lina' },
    saved: { nameEn: 'Lina Haddad', instagramUrl: 'https://instagram.com/lina', facebookUrl: '' },
    bad: { nameEn: 'x', nameAr: 'x', facebookUrl: 'ftp://example.com' },
    badPaths: ['facebookUrl'],
  },
];

describe.each(pages)('the $name page', (page) => {
  const send = (fields: Record<string, string>) => {
    let req = request(t.app).post(page.update).set('Authorization', t.auth);
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    return req;
  };

  it('when nothing was saved yet, then GET answers 200 with empty fields', async () => {
    const response = await request(t.app).get(page.get);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(page.empty);
  });

  it('when updated with an image, then GET returns it; removeImage clears it, its files kept for its version', async () => {
    const saved = await send(page.fields).attach('image', await makePng(640, 480, '#c08040'), 'p.png');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(page.saved);
    const { imageUrl } = saved.body as { imageUrl: string | null };
    expect(imageUrl).toMatch(/^\/api\/media\//);
    expect((await request(t.app).get(page.get)).body).toEqual(saved.body);
    const file = imageUrl?.split('/').pop();

    const cleared = await send({ ...page.fields, removeImage: 'true' });
    expect((cleared.body as { imageUrl: string | null }).imageUrl).toBeNull();
    // The version that showed it is kept, so restoring it brings the picture back.
    expect(mediaFiles(t.dataDir)).toContain(file);
  });

  it('when fields are invalid, then 400 names each and nothing changes', async () => {
    const before: unknown = (await request(t.app).get(page.get)).body;
    const response = await send(page.bad);
    expect(response.status).toBe(400);
    expect((refusalOf(response).details ?? []).map((detail) => detail.path).sort()).toEqual(page.badPaths);
    expect((await request(t.app).get(page.get)).body).toEqual(before);
  });
});
