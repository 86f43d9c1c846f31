import type { Cake } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import {
  addTestCake,
  cakeForm,
  contentPost,
  draftState,
  editCake,
  liveCake,
  saveDraft,
} from '../../../test/support/content';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const SMALL = { labelEn: 'Small', labelAr: 'صغير', price: 30, servingsFrom: 4, servingsTo: 6 };
const LARGE = { labelEn: 'Large', labelAr: 'كبير', price: 55, servingsFrom: 10, servingsTo: 12 };
const MEDIUM = { labelEn: 'Medium', labelAr: 'وسط', price: 42, servingsFrom: null, servingsTo: null };
const PISTACHIO = { nameEn: 'Pistachio', nameAr: 'فستق' };

/** What a cake's week fields read as, ids left out (a size made again gets a new one). */
const weekOf = (cake: Cake | Record<string, unknown>) => ({
  sizes: (cake.sizes as { id?: number }[]).map(({ id: _id, ...size }) => size),
  flavours: (cake.flavours as { id?: number }[]).map(({ id: _id, ...flavour }) => flavour),
  leadDays: cake.leadDays,
  price: cake.price,
});

describe("a cake's week in drafts and history", () => {
  it('when its sizes, flavours and notice are drafted, then the site keeps them until published; a version keeps them whole and restores them, a size removed since coming back as new', async () => {
    const added = await addTestCake(t, 'Tiered cake');
    const sized = await editCake(t, added, {
      sizes: JSON.stringify([SMALL, LARGE]),
      flavours: JSON.stringify([PISTACHIO]),
      leadDays: '3',
    });
    expect(sized.status, JSON.stringify(sized.body)).toBe(200);
    const live = await liveCake(t, added.id);
    const week = { sizes: [SMALL, LARGE], flavours: [PISTACHIO], leadDays: 3, price: 30 };
    expect(weekOf(live)).toEqual(week);

    // The draft renames the small size, adds a medium one, drops the large one, and the notice
    // goes back to the site's.
    const small = live.sizes![0]!;
    const draftSizes = [{ ...small, labelEn: 'Small (8 slices)', price: 32 }, MEDIUM];
    const drafted = await saveDraft(
      t,
      'Cake',
      live.id,
      cakeForm(live, { sizes: JSON.stringify(draftSizes), flavours: '[]', leadDays: '' }),
    );
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(weekOf(await liveCake(t, live.id))).toEqual(week);
    expect((await draftState(t, 'Cake', live.id)).draft?.fields).toMatchObject({
      sizes: draftSizes,
      flavours: [],
      leadDays: null,
    });

    // The preview shows the draft's sizes on the cake's page, the new one with an id of its own.
    const link = answerOf(
      'GetPreviewLink',
      await request(t.app)
        .get(`/api/Content/GetPreviewLink?kind=Cake&id=${live.id}`)
        .set('Authorization', t.auth),
    );
    const token = new URL(link.path, 'http://site').searchParams.get('preview') ?? '';
    const shown = answerOf(
      'GetPreview',
      await request(t.app).get(`/api/Content/GetPreview?token=${encodeURIComponent(token)}`),
    );
    expect(shown.record['sizes']).toEqual([draftSizes[0], { ...MEDIUM, id: -2 }]);

    const published = await contentPost(t, 'PublishDraft', { kind: 'Cake', id: live.id });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const after = await liveCake(t, live.id);
    expect(after.sizes).toEqual([draftSizes[0], { ...MEDIUM, id: expect.any(Number) as unknown }]);
    expect(weekOf(after)).toMatchObject({ flavours: [], leadDays: null, price: 32 });

    // The version before the publish holds the whole week, sizes with their ids.
    const versions = answerOf(
      'GetVersions',
      await request(t.app)
        .get(`/api/Content/GetVersions?kind=Cake&id=${live.id}`)
        .set('Authorization', t.auth),
    );
    const previous = versions[1]!.version;
    const kept = answerOf(
      'GetVersion',
      await request(t.app)
        .get(`/api/Content/GetVersion?kind=Cake&id=${live.id}&version=${previous}`)
        .set('Authorization', t.auth),
    );
    expect(kept.fields['sizes']).toEqual(live.sizes);
    expect(kept.fields).toMatchObject({ flavours: live.flavours, leadDays: 3, branchIds: [] });

    // A live edit drops the medium size too: the large size's id names none of the cake's now.
    const trimmed = await editCake(t, after, { sizes: JSON.stringify([after.sizes![0]]) });
    expect(trimmed.status, JSON.stringify(trimmed.body)).toBe(200);

    // Restored and published: the large size, removed since, comes back as a new size.
    expect(
      (await contentPost(t, 'RestoreVersion', { kind: 'Cake', id: live.id, version: previous })).status,
    ).toBe(200);
    const republished = await contentPost(t, 'PublishDraft', { kind: 'Cake', id: live.id });
    expect(republished.status, JSON.stringify(republished.body)).toBe(200);
    const restored = await liveCake(t, live.id);
    expect(weekOf(restored)).toEqual(week);
    expect(restored.sizes![0]!.id).toBe(small.id);
  });
});
