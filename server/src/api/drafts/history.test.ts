import path from 'node:path';

import { VERSIONS_KEPT } from '@cakeshop/shared';
import SQLite from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  answerOf,
  dataSnapshot,
  downloadBackup,
  makePng,
  mediaFiles,
  refusalOf,
  signIn,
  startSignedInApi,
} from '../../../test/support/api';
import { queryData } from '../../../test/support/database';
import type { SignedInApi } from '../../../test/support/api';
import { repack, restore, unpack } from '../../../test/support/backup';
import {
  addTestCake,
  contentPost,
  draftState,
  editCake,
  liveCake,
  saveDraft,
  cakeForm,
} from '../../../test/support/content';
import { DATABASE_ENTRY } from '../backup/archive';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const versionsOf = async (kind: string, id: number) =>
  answerOf(
    'GetVersions',
    await request(t.app).get(`/api/Content/GetVersions?kind=${kind}&id=${id}`).set('Authorization', t.auth),
  );
const versionOf = (kind: string, id: number, version: number) =>
  request(t.app)
    .get(`/api/Content/GetVersion?kind=${kind}&id=${id}&version=${version}`)
    .set('Authorization', t.auth);

describe('history', () => {
  it('when a record is saved, then each live save is a version with who and when, newest first, and a version can be read whole', async () => {
    const cake = await addTestCake(t, 'Saffron cake');
    await editCake(t, cake, { nameAr: 'كعكة الزعفران' });
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Saffron cake (draft)' }));
    const versions = await versionsOf('Cake', cake.id);
    // The draft is no version: only what went live.
    expect(versions.map((version) => [version.version, version.savedBy])).toEqual([
      [2, 'admin'],
      [1, 'admin'],
    ]);
    expect(Date.parse(versions[0]!.savedAt ?? '')).not.toBeNaN();
    const first = answerOf('GetVersion', await versionOf('Cake', cake.id, 1));
    expect(first.fields).toMatchObject({
      nameEn: 'Saffron cake',
      nameAr: 'Saffron cake بالعربية',
      price: 20,
    });
    expect((await versionOf('Cake', cake.id, 9)).status).toBe(404);
  });

  it('when a version is restored, then it becomes the draft and the site changes only when it is published', async () => {
    const cake = await addTestCake(t, 'Vanilla cake');
    await editCake(t, cake, { nameEn: 'Vanilla cake (wrong)', price: '99' });
    const restored = await contentPost(t, 'RestoreVersion', { kind: 'Cake', id: cake.id, version: 1 });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(answerOf('RestoreVersion', restored).draft?.fields).toMatchObject({
      nameEn: 'Vanilla cake',
      price: 20,
    });
    expect((await liveCake(t, cake.id)).nameEn).toBe('Vanilla cake (wrong)');
    expect((await contentPost(t, 'PublishDraft', { kind: 'Cake', id: cake.id })).status).toBe(200);
    expect(await liveCake(t, cake.id)).toMatchObject({ nameEn: 'Vanilla cake', price: 20 });
  });

  it('when a record older than versions is first edited, then it is kept as it was, so that edit can be undone', async () => {
    const [{ id } = { id: 0 }] = await queryData<{ id: number }>(
      t.dataDir,
      "INSERT INTO faqs (question_en, question_ar, answer_en, answer_ar, sort_order) VALUES ('Old?', 'قديم؟', 'Yes.', 'نعم.', 50) RETURNING id",
    );
    const edited = await request(t.app).post('/api/FAQ/EditFAQ').set('Authorization', t.auth).send({
      id,
      questionEn: 'New?',
      questionAr: 'جديد؟',
      answerEn: 'No.',
      answerAr: 'لا.',
      expectedVersion: 0,
    });
    expect(edited.status).toBe(200);
    const versions = await versionsOf('Faq', id);
    expect(versions).toEqual([
      { version: 1, savedAt: expect.any(String) as unknown, savedBy: 'admin' },
      { version: 0, savedAt: null, savedBy: null },
    ]);
    expect(answerOf('GetVersion', await versionOf('Faq', id, 0)).fields).toEqual({
      questionEn: 'Old?',
      questionAr: 'قديم؟',
      answerEn: 'Yes.',
      answerAr: 'نعم.',
      sortOrder: 50,
    });
  });

  it('when a record older than versions gets a draft, then its live fields are kept as the first version, to compare and go back to', async () => {
    const [{ id } = { id: 0 }] = await queryData<{ id: number }>(
      t.dataDir,
      "INSERT INTO faqs (question_en, question_ar, answer_en, answer_ar, sort_order) VALUES ('Seeded?', 'مزروع؟', 'Yes.', 'نعم.', 51) RETURNING id",
    );
    const saved = await saveDraft(t, 'Faq', id, {
      questionEn: 'Seeded, changed?',
      questionAr: 'مزروع؟',
      answerEn: 'Yes.',
      answerAr: 'نعم.',
      sortOrder: '51',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await versionsOf('Faq', id)).toEqual([{ version: 0, savedAt: null, savedBy: null }]);
    expect(answerOf('GetVersion', await versionOf('Faq', id, 0)).fields).toMatchObject({
      questionEn: 'Seeded?',
      sortOrder: 51,
    });
    // A second draft keeps no second copy; publishing adds the draft as the next version.
    await saveDraft(t, 'Faq', id, {
      questionEn: 'Again?',
      questionAr: 'مزروع؟',
      answerEn: 'Yes.',
      answerAr: 'نعم.',
      sortOrder: '51',
    });
    expect((await versionsOf('Faq', id)).map((version) => version.version)).toEqual([0]);
    expect((await contentPost(t, 'PublishDraft', { kind: 'Faq', id })).status).toBe(200);
    expect((await versionsOf('Faq', id)).map((version) => version.version)).toEqual([3, 0]);
  });

  it('when the record was deleted, then restoring its version answers 404 and changes nothing', async () => {
    const cake = await addTestCake(t, 'Short-lived cake');
    await editCake(t, cake, { nameEn: 'Short-lived cake 2' });
    await request(t.app).delete(`/api/Cake/DeleteCake?Id=${cake.id}`).set('Authorization', t.auth);
    const before = await dataSnapshot(t.dataDir);
    const refused = await contentPost(t, 'RestoreVersion', { kind: 'Cake', id: cake.id, version: 1 });
    expect(refused.status).toBe(404);
    expect(refusalOf(refused).code).toBe('not_found');
    expect(await dataSnapshot(t.dataDir)).toBe(before);
    // A cake given the same id later starts with no history of the other.
    const next = await addTestCake(t, 'Next cake');
    expect((await versionsOf('Cake', next.id)).map((version) => version.version)).toEqual([1]);
    expect((await draftState(t, 'Cake', next.id)).draft).toBeNull();
  });

  it(`when a record is saved more than ${VERSIONS_KEPT} times, then the last ${VERSIONS_KEPT} are kept and a picture only older ones showed goes`, async () => {
    const cake = await addTestCake(t, 'Busy cake', true);
    const firstPicture = cake.imageUrl!.split('/').pop()!;
    await editCake(t, cake).attach('image', await makePng(300, 200, '#208040'), 'b.png');
    for (let n = 0; n < VERSIONS_KEPT - 1; n += 1) await editCake(t, cake, { price: String(21 + n) });
    const versions = await versionsOf('Cake', cake.id);
    expect(versions).toHaveLength(VERSIONS_KEPT);
    expect(versions.at(-1)?.version).toBe(2);
    expect(mediaFiles(t.dataDir)).not.toContain(firstPicture);
    expect((await liveCake(t, cake.id)).imageUrl).not.toBeNull();
  });
});

describe('history in backups', () => {
  it('when a backup is restored, then versions, drafts and schedules come back with it', async () => {
    const cake = await addTestCake(t, 'Backed-up cake');
    await editCake(t, cake, { nameEn: 'Backed-up cake 2' });
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Backed-up cake (draft)' }));
    await contentPost(t, 'ScheduleDraft', { kind: 'Cake', id: cake.id, publishAt: '2099-01-01T06:00' });
    const versions = await versionsOf('Cake', cake.id);
    const state = await draftState(t, 'Cake', cake.id);
    const backup = await downloadBackup(t.app, t.auth);

    const target = await startSignedInApi();
    try {
      expect((await restore(target, backup)).status).toBe(200);
      const auth = await signIn(target.app, ADMIN_EMAIL, ADMIN_PASSWORD);
      const read = (path: string) => request(target.app).get(path).set('Authorization', auth);
      expect(answerOf('GetVersions', await read(`/api/Content/GetVersions?kind=Cake&id=${cake.id}`))).toEqual(
        versions,
      );
      expect(answerOf('GetDraft', await read(`/api/Content/GetDraft?kind=Cake&id=${cake.id}`))).toEqual(
        state,
      );
    } finally {
      await target.close();
    }
  });

  it.each([
    ['a kind this site does not know', "UPDATE content_versions SET kind = 'Pie' WHERE rowid = 1"],
    ['fields that are not a JSON object', "UPDATE content_versions SET fields = '[1'"],
    ['a draft of a record it does not have', 'UPDATE content_drafts SET record_id = 999999 WHERE rowid = 1'],
  ])('when a backup holds %s, then the restore is refused and nothing changes', async (_label, statement) => {
    const cake = await addTestCake(t, 'Checked cake');
    await saveDraft(t, 'Cake', cake.id, cakeForm(cake, { nameEn: 'Checked cake (draft)' }));
    const { dir, manifest, media } = await unpack(await downloadBackup(t.app, t.auth));
    const db = new SQLite(path.join(dir, DATABASE_ENTRY));
    db.exec(statement);
    db.close();
    const before = await dataSnapshot(t.dataDir);
    const refused = await restore(t, await repack(dir, manifest, media));
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).code).toBe('backup.invalid');
    expect(await dataSnapshot(t.dataDir)).toBe(before);
  });
});
