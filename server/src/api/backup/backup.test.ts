import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';

import type { Cake, Paged } from '@cakeshop/shared';
import SQLite from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addCategory,
  addSignedInUser,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cakeFields,
  dataSnapshot,
  downloadBackup,
  makePng,
  mediaFiles,
  postForm,
  signIn,
  startSignedInApi,
  answerOf,
  refusalOf,
} from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { repack, restore, unpack } from '../../../test/support/backup';
import {
  addCake as addWeekCake,
  basket,
  dayAfter,
  makeWeek,
  ordersMatching,
  pickupDays,
  placeOrder,
  setCalendar,
  TWO_SIZES,
} from '../../../test/support/week';
import { DATABASE_ENTRY, MANIFEST_ENTRY, packArchive } from './archive';

interface Site extends SignedInApi {
  categoryId: number;
}

/** A fresh API with a cake category to add cakes to. */
async function startSite(): Promise<Site> {
  const site = await startSignedInApi();
  return { ...site, categoryId: await addCategory(site, '/api/CakeCategory/AddCakeCategory', 'Backups') };
}

let t: Site;
beforeAll(async () => {
  t = await startSite();
});
afterAll(() => t.close());

async function addCake(site: Site, name: string, color: string): Promise<Cake> {
  const response = await postForm(
    site,
    '/api/Cake/AddCake',
    cakeFields(site.categoryId, { nameEn: name }),
  ).attach('image', await makePng(64, 48, color), 'cake.png');
  if (response.status !== 201)
    throw new Error(`AddCake: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Cake;
}

async function cakes(site: SignedInApi): Promise<Cake[]> {
  const response = await request(site.app).get('/api/Cake/GetCakes?pageSize=100');
  return (response.body as Paged<Cake>).items;
}

describe('backup and restore', () => {
  it('when a backup is taken while a writer adds cakes with pictures, then restoring it gives every write acknowledged before it, pictures included, and nothing half-done', async () => {
    const acknowledged: Cake[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing && n < 200; n += 1) {
        acknowledged.push(
          await addCake(t, `Writer cake ${n}`, `#${(0x100000 + n * 4099).toString(16).slice(-6)}`),
        );
      }
    })();
    while (acknowledged.length < 3) await new Promise((resolve) => setImmediate(resolve));
    const ackedBefore = acknowledged.length;
    const archive = await downloadBackup(t.app, t.auth);
    const ackedAfter = acknowledged.length;
    writing = false;
    await writer;

    const target = await startSignedInApi();
    try {
      const response = await restore(target, archive);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(Date.parse(answerOf('RestoreBackup', response).restoredAt)).not.toBeNaN();
      // The restored database has the first site's sessions: sign in again, as its admin.
      const auth = await signIn(target.app, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect((await request(target.app).get('/api/Auth/GetAccount').set('Authorization', auth)).status).toBe(
        200,
      );

      const writerIds = acknowledged.map((cake) => cake.id);
      const restored = (await cakes(target)).filter((cake) => cake.nameEn.startsWith('Writer cake'));
      const restoredIds = restored.map((cake) => cake.id).sort((a, b) => a - b);
      // A prefix of the writes, in order: all acknowledged before the download was asked for, at
      // most those acknowledged by the time it finished, and no gap.
      expect(restoredIds).toEqual(writerIds.slice(0, restoredIds.length));
      expect(restoredIds.length).toBeGreaterThanOrEqual(ackedBefore);
      expect(restoredIds.length).toBeLessThanOrEqual(ackedAfter + 1);
      for (const cake of restored) {
        const original = acknowledged.find((written) => written.id === cake.id)!;
        expect(cake).toEqual(original);
        const picture = await request(target.app).get(cake.imageUrl!).buffer(true);
        const source = await request(t.app).get(original.imageUrl!).buffer(true);
        expect(picture.status).toBe(200);
        expect(Buffer.compare(picture.body as Buffer, source.body as Buffer)).toBe(0);
      }
    } finally {
      await target.close();
    }
  });

  it('when a backup is restored, then what was written after it is gone, its pictures too, and the restore is logged by whoever did it', async () => {
    const site = await startSite();
    try {
      const kept = await addCake(site, 'Kept cake', '#336699');
      const archive = await downloadBackup(site.app, site.auth);
      const later = await addCake(site, 'Later cake', '#993366');
      const laterFile = later.imageUrl!.split('/').pop()!;
      expect(mediaFiles(site.dataDir)).toContain(laterFile);

      const response = await restore(site, archive);
      expect(response.status).toBe(200);
      expect((await cakes(site)).map((cake) => cake.nameEn)).toEqual([kept.nameEn]);
      expect(mediaFiles(site.dataDir)).not.toContain(laterFile);
      expect((await request(site.app).get(kept.imageUrl!)).status).toBe(200);
      // The session that restored was in the backup, so it still works and reads the log.
      const log = await request(site.app)
        .get('/api/Audit/GetActivity?pageSize=1')
        .set('Authorization', site.auth);
      expect(answerOf('GetActivity', log).items[0]).toMatchObject({
        action: 'restore',
        entity: 'Backup',
        username: 'admin',
      });
    } finally {
      await site.close();
    }
  });

  it('when a backup holds baskets, calendars and day counters, then a restore brings each back as it was', async () => {
    const week = await makeWeek((now) => startSignedInApi({ now, requestsPerHour: 1000 }));
    try {
      const cake = await addWeekCake(week, {
        sizes: TWO_SIZES,
        flavours: [{ nameEn: 'Rose', nameAr: 'ورد' }],
      });
      const branchId = week.branchIds[0];
      await setCalendar(week, {
        branchId,
        dailyCapacity: 6,
        exceptions: [
          { from: dayAfter(week, 9), to: dayAfter(week, 9), closed: true, noteEn: 'Eid', noteAr: 'العيد' },
        ],
      });
      const day = dayAfter(week, 5);
      const lines = [
        {
          cakeId: cake.id,
          sizeId: cake.sizes![1]!.id,
          flavourId: cake.flavours![0]!.id,
          quantity: 2,
          cakeMessage: 'مبروك',
        },
        { cakeId: cake.id, quantity: 1 },
      ];
      expect((await placeOrder(week, basket(week, lines, { pickupDate: day }))).status).toBe(201);
      const read = async () => ({
        orders: await ordersMatching(week, ''),
        calendars: (await request(week.t.app).get('/api/ContactUs/GetBranchCalendars')).body as unknown,
        days: (await pickupDays(week, `branchId=${branchId}`)).body as unknown,
      });
      const before = await read();
      expect(before.orders[0]!.lines).toHaveLength(2);
      const archive = await downloadBackup(week.t.app, week.t.auth);

      expect(
        (await placeOrder(week, basket(week, [{ cakeId: cake.id, quantity: 3 }], { pickupDate: day })))
          .status,
      ).toBe(201);
      await setCalendar(week, { branchId, dailyCapacity: 9 });
      expect((await restore(week.t, archive)).status).toBe(200);
      expect(await read()).toEqual(before);
      // The counters came back too: the day has 3 left, so 4 cakes do not fit.
      const tooMany = await placeOrder(
        week,
        basket(week, [{ cakeId: cake.id, quantity: 4 }], { pickupDate: day }),
      );
      expect(refusalOf(tooMany).code).toBe('pickup.full');
    } finally {
      await week.t.close();
    }
  });

  it('when a session was opened after the backup, then after the restore its token is refused', async () => {
    const site = await startSite();
    try {
      const archive = await downloadBackup(site.app, site.auth);
      const editor = await addSignedInUser(site.app, site.auth, 'after.backup', 'editor');
      expect((await restore(site, archive)).status).toBe(200);
      expect(
        (await request(site.app).get('/api/Auth/GetAccount').set('Authorization', editor.auth)).status,
      ).toBe(401);
    } finally {
      await site.close();
    }
  });
});

describe('a restore that must be refused', () => {
  let good: Buffer;
  beforeAll(async () => {
    await addCake(t, 'Before refusals', '#112233');
    good = await downloadBackup(t.app, t.auth);
  });

  async function expectRefused(bytes: Buffer, code: string): Promise<void> {
    const before = await dataSnapshot(t.dataDir);
    const response = await restore(t, bytes);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(refusalOf(response).code).toBe(code);
    expect(await dataSnapshot(t.dataDir)).toBe(before);
    expect(
      fs
        .readdirSync(path.join(t.dataDir, 'tmp'), { recursive: true })
        .filter((name) => !String(name).startsWith('uploads')),
    ).toEqual([]);
  }

  it('when the file is cut short, then 400 backup.invalid and nothing changes', async () => {
    await expectRefused(good.subarray(0, Math.floor(good.length * 0.6)), 'backup.invalid');
  });

  it('when the file is not gzip at all (a picture), then 400 backup.invalid', async () => {
    await expectRefused(await makePng(20, 20), 'backup.invalid');
  });

  it('when the archive comes from elsewhere (a tar.gz of other files), then 400 backup.invalid', async () => {
    const foreign = await buffer(packArchive([{ name: 'notes.txt', bytes: Buffer.from('hello') }]));
    await expectRefused(foreign, 'backup.invalid');
  });

  it('when another program’s SQLite database is dressed as a backup, then 400 backup.invalid', async () => {
    const { dir, manifest, media } = await unpack(good);
    fs.rmSync(path.join(dir, DATABASE_ENTRY));
    const other = new SQLite(path.join(dir, DATABASE_ENTRY));
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    other.close();
    await expectRefused(await repack(dir, manifest, media), 'backup.invalid');
  });

  it('when the backup comes from a newer version (a migration this one lacks), then 400 backup.newer_schema', async () => {
    const { dir, manifest, media } = await unpack(good);
    const db = new SQLite(path.join(dir, DATABASE_ENTRY));
    db.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_future', '2030-01-01')").run();
    db.close();
    const migrations = [...(manifest.migrations as string[]), '9999_future'];
    await expectRefused(await repack(dir, { ...manifest, migrations }, media), 'backup.newer_schema');
  });

  it('when order lines name an order the backup lacks, then 400 backup.invalid', async () => {
    const { dir, manifest, media } = await unpack(good);
    const db = new SQLite(path.join(dir, DATABASE_ENTRY));
    db.pragma('foreign_keys = OFF');
    db.prepare(
      `INSERT INTO order_lines (order_id, line_no, cake_id, cake_name_en, cake_name_ar, size_label_en, size_label_ar,
         quantity, unit_price_minor, gross_minor, net_minor, vat_minor) VALUES (987654, 0, 1, 'x', 'x', 'x', 'x', 1, 1, 1, 1, 0)`,
    ).run();
    db.close();
    await expectRefused(await repack(dir, manifest, media), 'backup.invalid');
  });

  it('when a picture the database names is missing from the archive, then 400 backup.invalid', async () => {
    const { dir, manifest, media } = await unpack(good);
    const fewer = media.slice(1);
    await expectRefused(await repack(dir, { ...manifest, media: fewer }, fewer), 'backup.invalid');
  });

  it('when an entry tries to leave the directory (../), then 400 backup.invalid and nothing is written outside', async () => {
    const { dir, manifest, media } = await unpack(good);
    const evil = await buffer(
      packArchive([
        { name: MANIFEST_ENTRY, bytes: Buffer.from(JSON.stringify(manifest)) },
        { name: '../escaped.txt', bytes: Buffer.from('x') },
        { name: DATABASE_ENTRY, file: path.join(dir, DATABASE_ENTRY) },
        ...media.map((file) => ({ name: `media/${file}`, file: path.join(dir, 'media', file) })),
      ]),
    );
    await expectRefused(evil, 'backup.invalid');
    expect(fs.existsSync(path.join(t.dataDir, 'tmp', 'escaped.txt'))).toBe(false);
  });

  it('when no file is sent, then 400 names the file field', async () => {
    const response = await request(t.app)
      .post('/api/Backup/Restore')
      .set('Authorization', t.auth)
      .field('x', 'y');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation', details: [{ path: 'file' }] });
  });
});
