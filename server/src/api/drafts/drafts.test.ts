import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addSignedInUser, answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { AddedUser, SignedInApi } from '../../../test/support/api';
import {
  addTestCake,
  cakeForm,
  contentPost,
  draftState,
  liveCake,
  editCake,
  saveDraft,
} from '../../../test/support/content';

let t: SignedInApi;
let editor: AddedUser;

beforeAll(async () => {
  t = await startSignedInApi();
  editor = await addSignedInUser(t.app, t.auth, 'mona.editor', 'editor');
});
afterAll(() => t.close());

describe('drafts', () => {
  it('when a draft is saved, then the site is unchanged until it is published, and the draft goes then', async () => {
    const cake = await addTestCake(t, 'Rose cake');
    const saved = await saveDraft(
      t,
      'Cake',
      cake.id,
      cakeForm(cake, { nameAr: 'كعكة الورد للعيد', price: '25' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const state = answerOf('SaveDraft', saved);
    expect(state.draft?.fields).toMatchObject({ nameAr: 'كعكة الورد للعيد', price: 25 });
    expect(state.version).toBe(cake.version! + 1);
    expect(await liveCake(t, cake.id)).toMatchObject({ nameAr: cake.nameAr, price: 20 });

    const published = await contentPost(t, 'PublishDraft', {
      kind: 'Cake',
      id: cake.id,
      expectedVersion: state.version,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(answerOf('PublishDraft', published).draft).toBeNull();
    expect(await liveCake(t, cake.id)).toMatchObject({ nameAr: 'كعكة الورد للعيد', price: 25 });
  });

  it('when a draft is discarded, then the site keeps what it had and the form starts from it again', async () => {
    const cake = await addTestCake(t, 'Lemon cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Lemon cake (Eid)' }));
    const discarded = await contentPost(t, 'DiscardDraft', { kind: 'Cake', id: cake.id });
    expect(discarded.status).toBe(200);
    expect(answerOf('DiscardDraft', discarded).draft).toBeNull();
    expect((await liveCake(t, cake.id)).nameEn).toBe('Lemon cake');
    expect((await contentPost(t, 'PublishDraft', { kind: 'Cake', id: cake.id })).status).toBe(404);
  });

  it('when the lists ask for drafts, then each names its record, who saved it and what each language lacks', async () => {
    const cake = await addTestCake(t, 'Date cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameAr: '', descriptionEn: 'Dates and cream' }));
    const drafts = answerOf(
      'GetDrafts',
      await request(t.app).get('/api/Content/GetDrafts?kind=Cake').set('Authorization', t.auth),
    );
    expect(drafts.find((draft) => draft.id === cake.id)).toMatchObject({
      titleEn: 'Date cake',
      savedBy: 'admin',
      missingEn: [],
      missingAr: ['nameAr', 'descriptionAr'],
      publishAt: null,
    });
  });

  it('when a language is missing, then publishing answers 400 naming the fields and changes nothing', async () => {
    const cake = await addTestCake(t, 'Pistachio cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameAr: '   ', nameEn: 'Pistachio cake (new)' }));
    const refused = await contentPost(t, 'PublishDraft', { kind: 'Cake', id: cake.id });
    expect(refused.status).toBe(400);
    expect(refusalOf(refused)).toMatchObject({
      code: 'content.language_missing',
      details: [{ path: 'nameAr', message: 'Required in Arabic before publishing' }],
    });
    expect((await liveCake(t, cake.id)).nameEn).toBe('Pistachio cake');
    expect((await draftState(t, 'Cake', cake.id)).draft?.missingAr).toEqual(['nameAr']);
  });

  it('when an optional text is given in one language only, then publishing and scheduling answer 400 naming the other; left out of both, it publishes', async () => {
    const cake = await addTestCake(t, 'Saffron loaf');
    await saveDraft(
      t,
      'Cake',
      cake.id,
      cakeForm(cake, { descriptionEn: 'Saffron and cardamom.', descriptionAr: '' }),
    );
    for (const [action, extra] of [
      ['PublishDraft', {}],
      ['ScheduleDraft', { publishAt: '2099-01-01T06:00' }],
    ] as const) {
      const refused = await contentPost(t, action, { kind: 'Cake', id: cake.id, ...extra });
      expect(refused.status).toBe(400);
      expect(refusalOf(refused)).toMatchObject({
        code: 'content.language_missing',
        details: [{ path: 'descriptionAr', message: 'Required in Arabic before publishing' }],
      });
    }
    expect((await liveCake(t, cake.id)).descriptionEn).toBe('');

    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { descriptionEn: '', descriptionAr: '' }));
    expect((await contentPost(t, 'PublishDraft', { kind: 'Cake', id: cake.id })).status).toBe(200);
  });

  it('when a draft breaks a rule of its Edit row, then it is refused with the field named', async () => {
    const cake = await addTestCake(t, 'Honey cake');
    const refused = await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { price: 'cheap' }));
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).details?.map((detail) => detail.path)).toEqual(['price']);
    expect((await draftState(t, 'Cake', cake.id)).draft).toBeNull();
  });

  it('when a single page is drafted, then it is named by its kind alone and published the same way', async () => {
    const page = { titleEn: 'Our story', titleAr: 'قصتنا', bodyEn: 'Since 2009.', bodyAr: 'منذ ٢٠٠٩.' };
    const saved = await saveDraft(t, 'AboutData', null, page);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(answerOf('SaveDraft', saved)).toMatchObject({ kind: 'AboutData', id: null });
    expect((await request(t.app).get('/api/About/GetAboutData')).body).toMatchObject({ titleEn: '' });
    expect((await contentPost(t, 'PublishDraft', { kind: 'AboutData' })).status).toBe(200);
    expect((await request(t.app).get('/api/About/GetAboutData')).body).toMatchObject(page);
  });

  it('when a record does not exist or is not named, then drafts answer 404 or 400', async () => {
    const valid = { nameEn: 'x', nameAr: 'س', price: '1', cakeCategoryId: '1' };
    expect((await saveDraft(t, 'Cake', 999_999, valid)).status).toBe(404);
    expect((await saveDraft(t, 'Cake', null, { nameEn: 'x' })).status).toBe(400);
    expect((await saveDraft(t, 'Pie', 1, { nameEn: 'x' })).status).toBe(400);
    expect(
      (await request(t.app).get('/api/Content/GetDraft?kind=Faq&id=999999').set('Authorization', t.auth))
        .status,
    ).toBe(404);
  });
});

describe('no lost edits', () => {
  it('when two editors save the same version at once, then one is saved and the other gets 409 naming who and when', async () => {
    const cake = await addTestCake(t, 'Carrot cake');
    const version = cake.version!;
    const [first, second] = await Promise.all([
      saveDraft(t, 'Cake', cake.id, {
        ...cakeForm(cake, { nameEn: 'Carrot cake (admin)' }),
        expectedVersion: version,
      }),
      saveDraft(
        t,
        'Cake',
        cake.id,
        { ...cakeForm(cake, { nameEn: 'Carrot cake (Mona)' }), expectedVersion: version },
        editor.auth,
      ),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [won, lost] = first.status === 200 ? [first, second] : [second, first];
    const refusal = refusalOf(lost);
    const winner = won === first ? 'admin' : 'mona.editor';
    expect(refusal).toMatchObject({ code: 'content.changed', changed: { by: winner } });
    expect(refusal.changed?.at).toBe(answerOf('SaveDraft', won).updatedAt);
    expect((await draftState(t, 'Cake', cake.id)).draft?.fields['nameEn']).toBe(
      winner === 'admin' ? 'Carrot cake (admin)' : 'Carrot cake (Mona)',
    );
  });

  it('when two editors edit the live record from the same version at once, then exactly one Edit goes through', async () => {
    const cake = await addTestCake(t, 'Walnut cake');
    const edit = (nameEn: string, auth: string) =>
      editCake(t, cake, { nameEn, expectedVersion: cake.version! }, auth);
    const answers = await Promise.all([edit('Walnut one', t.auth), edit('Walnut two', editor.auth)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const live = await liveCake(t, cake.id);
    expect(live.version).toBe(cake.version! + 1);
    expect(['Walnut one', 'Walnut two']).toContain(live.nameEn);
  });

  it('when an earlier client edits without a version, then it saves as before (last one wins)', async () => {
    const cake = await addTestCake(t, 'Plain cake');
    const edited = await editCake(t, cake, { nameEn: 'Plain cake 2' }, t.auth);
    expect(edited.status).toBe(200);
    expect(answerOf('EditCake', edited).version).toBe(cake.version! + 1);
  });

  it('when the live record changed after a draft was started, then publishing it answers 409 until it is saved again', async () => {
    const cake = await addTestCake(t, 'Fig cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameAr: 'كعكة التين الجديدة' }));
    await editCake(t, cake, { price: '31' }, editor.auth);
    const state = await draftState(t, 'Cake', cake.id);
    expect(state.draft?.stale).toBe(true);
    const refused = await contentPost(t, 'PublishDraft', {
      kind: 'Cake',
      id: cake.id,
      expectedVersion: state.version,
    });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused)).toMatchObject({ code: 'content.changed', changed: { by: 'mona.editor' } });
    expect((await liveCake(t, cake.id)).price).toBe(31);

    // The editor compared and keeps theirs: saved again with the live record in view, it goes.
    const resaved = answerOf(
      'SaveDraft',
      await saveDraft(t, 'Cake', cake.id, {
        ...cakeForm(cake, { nameAr: 'كعكة التين الجديدة', price: '31' }),
        expectedVersion: state.version,
      }),
    );
    expect(resaved.draft?.stale).toBe(false);
    expect(
      (await contentPost(t, 'PublishDraft', { kind: 'Cake', id: cake.id, expectedVersion: resaved.version }))
        .status,
    ).toBe(200);
    expect(await liveCake(t, cake.id)).toMatchObject({ nameAr: 'كعكة التين الجديدة', price: 31 });
  });
});
