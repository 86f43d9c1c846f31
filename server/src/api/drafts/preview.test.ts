import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testClock } from '../../test-clock';
import type { TestClock } from '../../test-clock';
import { answerOf, makePng, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { addTestCake, cakeForm, contentPost, saveDraft } from '../../../test/support/content';
import { PREVIEW_LINK_DAYS } from './preview-links';

let t: SignedInApi;
let clock: TestClock;
beforeAll(async () => {
  clock = testClock(new Date('2030-01-01T08:00:00.000Z'));
  t = await startSignedInApi({ now: clock.now });
});
afterAll(() => t.close());

const linkFor = async (kind: string, id?: number) =>
  request(t.app)
    .get(`/api/Content/GetPreviewLink?kind=${kind}${id === undefined ? '' : `&id=${id}`}`)
    .set('Authorization', t.auth);
const tokenOf = (path: string) => new URL(path, 'http://site').searchParams.get('preview') ?? '';
const preview = (token: string) =>
  request(t.app).get(`/api/Content/GetPreview?token=${encodeURIComponent(token)}`);

describe('preview links', () => {
  it('when a draft is previewed, then the link opens its public page and shows the draft, picture included', async () => {
    const cake = await addTestCake(t, 'Preview cake', true);
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameAr: 'كعكة المعاينة' })).attach(
      'image',
      await makePng(200, 200, '#3050a0'),
      'new.png',
    );
    const link = answerOf('GetPreviewLink', await linkFor('Cake', cake.id));
    expect(link.path).toMatch(new RegExp(`^/cakes/${cake.id}\\?preview=[\\w-]+\\.[\\w-]+$`));
    const days = (Date.parse(link.expiresAt) - clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(PREVIEW_LINK_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(PREVIEW_LINK_DAYS);

    const shown = await preview(tokenOf(link.path));
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const { record } = answerOf('GetPreview', shown);
    expect(record).toMatchObject({ id: cake.id, nameEn: 'Preview cake', nameAr: 'كعكة المعاينة', price: 20 });
    expect(record['imageUrl']).not.toBe(cake.imageUrl);
    // The site itself still shows the live cake.
    expect((await request(t.app).get(`/api/Cake/GetCakeById?Id=${cake.id}`)).body).toMatchObject({
      nameAr: cake.nameAr,
      imageUrl: cake.imageUrl,
    });
  });

  it('when a link is forged, tampered with or expired, then it answers a plain 404 that says nothing of why', async () => {
    const cake = await addTestCake(t, 'Guarded cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Guarded cake (secret)' }));
    const token = tokenOf(answerOf('GetPreviewLink', await linkFor('Cake', cake.id)).path);
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ k: 'Cake', i: cake.id + 1, e: 4_102_444_800 }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'E' : 'A'}`;
    // The last character of a 32-byte signature carries 4 bits and 2 spare ones: this one differs
    // in a spare bit only, so it decodes to the same bytes, but it is not the link issued.
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spare = `${signature.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(signature.slice(-1)) | 1]}`;
    const unknown = { error: 'Not found', code: 'not_found' };
    for (const forged of [
      `${otherPayload}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.${spare}`,
      'garbage',
      `${payload}.`,
    ]) {
      const answer = await preview(forged);
      expect(answer.status, forged).toBe(404);
      expect(refusalOf(answer)).toEqual(unknown);
    }
    expect((await preview(token)).status).toBe(200);
    clock.set(new Date(clock.now().getTime() + (PREVIEW_LINK_DAYS + 1) * 86_400_000));
    const expired = await preview(token);
    expect(expired.status).toBe(404);
    expect(refusalOf(expired)).toEqual(unknown);
    expect((await request(t.app).get('/api/Content/GetPreview')).status).toBe(400);
  });

  it('when there is no draft, then no link is made; once published, the link shows the live record', async () => {
    const cake = await addTestCake(t, 'Plain cake');
    const none = await linkFor('Cake', cake.id);
    expect(none.status).toBe(404);
    expect(refusalOf(none).code).toBe('content.no_draft');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Plain cake (new)' }));
    const token = tokenOf(answerOf('GetPreviewLink', await linkFor('Cake', cake.id)).path);
    await contentPost(t, 'PublishDraft', { kind: 'Cake', id: cake.id });
    expect(answerOf('GetPreview', await preview(token)).record).toMatchObject({ nameEn: 'Plain cake (new)' });
  });

  it('when a single page or a category is previewed, then its link opens the page that shows it', async () => {
    await saveDraft(t, 'HomeData', null, {
      brandNameEn: 'Crumb',
      brandNameAr: 'كرمب',
      heroTitleEn: 'Eid menu',
      heroTitleAr: 'قائمة العيد',
    });
    expect(answerOf('GetPreviewLink', await linkFor('HomeData')).path).toMatch(/^\/\?preview=/);
    const cake = await addTestCake(t, 'Category cake');
    await saveDraft(t, 'CakeCategory', cake.cakeCategoryId, { nameEn: 'Eid', nameAr: 'العيد' });
    expect(answerOf('GetPreviewLink', await linkFor('CakeCategory', cake.cakeCategoryId)).path).toMatch(
      new RegExp(`^/cakes\\?cat=${cake.cakeCategoryId}&preview=`),
    );
  });
});
