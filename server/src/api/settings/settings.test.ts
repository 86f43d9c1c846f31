import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSignedInUser,
  answerOf,
  postForm,
  refusalOf,
  startSignedInApi,
  startTestApi,
} from '../../../test/support/api';
import type { AddedUser, SignedInApi, TestApi } from '../../../test/support/api';

const GET = '/api/Settings/GetShopSettings';
const UPDATE = '/api/Settings/UpdateShopSettings';

let t: SignedInApi;
let editor: AddedUser;
beforeAll(async () => {
  t = await startSignedInApi({ sharedDataDir: true });
  editor = await addSignedInUser(t.app, t.auth, 'settings.editor', 'editor');
});
afterAll(() => t.close());

const read = async (api: TestApi = t) => answerOf('GetShopSettings', await request(api.app).get(GET));
const home = async (api: TestApi = t) =>
  answerOf('GetHomeData', await request(api.app).get('/api/Home/GetHomeData'));
const save = (body: Record<string, unknown>, auth = t.auth) =>
  request(t.app).post(UPDATE).set('Authorization', auth).send(body);

describe('the shop settings', () => {
  it('when nothing was saved yet, then anyone reads the defaults at version 0', async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      currency: 'USD',
      vatRate: 0,
      taxRegime: 'none',
      timeZone: 'Asia/Dubai',
      orderLeadDays: 3,
      whatsappNumber: '',
      waitlistHoldHours: 24,
      pickupChangeHours: 48,
      classChangeHours: 24,
      seller: { legalNameEn: '', vatNumber: '' },
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('when the owner saves them, then they are read back as written the way the site stores them, by every reader', async () => {
    const { version } = await read();
    const saved = await save({
      currency: 'kwd',
      vatRate: '٥',
      timeZone: 'Asia/Kuwait',
      orderLeadDays: '٢',
      orderNoteEn: '  Ready from 10 am. ',
      orderNoteAr: 'جاهزة من العاشرة.',
      whatsappNumber: '+965 5012 3456',
      waitlistHoldHours: 12,
      pickupChangeHours: 36,
      classChangeHours: 6,
      seller: {
        legalNameEn: 'Crumb Bakery W.L.L.',
        legalNameAr: 'مخبز كرمب ذ.م.م',
        vatNumber: '١٠٠-١٢٣ 456',
        commercialRegistration: 'cr-4455',
        addressEn: 'Block 3, Salmiya',
        addressAr: 'قطعة ٣، السالمية',
      },
      expectedVersion: version,
    });
    expect(saved.status).toBe(200);
    const answer = answerOf('UpdateShopSettings', saved);
    expect(answer).toMatchObject({
      currency: 'KWD',
      vatRate: 5,
      timeZone: 'Asia/Kuwait',
      orderLeadDays: 2,
      orderNoteEn: 'Ready from 10 am.',
      whatsappNumber: '+96550123456',
      seller: { vatNumber: '100123456', commercialRegistration: 'CR4455', legalNameAr: 'مخبز كرمب ذ.م.م' },
      version: version + 1,
      updatedBy: 'admin',
    });
    expect(await read()).toEqual(answer);
    // The Home data still answers them, read from the record, for clients of earlier versions.
    expect(await home()).toMatchObject({
      currency: 'KWD',
      vatRate: 5,
      timeZone: 'Asia/Kuwait',
      orderLeadDays: 2,
      orderNoteAr: 'جاهزة من العاشرة.',
      whatsappNumber: '+96550123456',
      waitlistHoldHours: 12,
      pickupChangeHours: 36,
      classChangeHours: 6,
    });
    const log = answerOf(
      'GetActivity',
      await request(t.app).get('/api/Audit/GetActivity?entity=ShopSettings').set('Authorization', t.auth),
    );
    expect(log.items[0]).toMatchObject({ action: 'edit', entity: 'ShopSettings', username: 'admin' });
  });

  it('when a field is left out, then it takes its default', async () => {
    const before = await read();
    const saved = answerOf('UpdateShopSettings', await save({ currency: 'SAR', vatRate: 15 }).expect(200));
    expect(saved).toMatchObject({ currency: 'SAR', vatRate: 15, timeZone: 'Asia/Dubai', orderLeadDays: 3 });
    expect(saved.seller.legalNameEn).toBe('');
    expect(saved.version).toBe(before.version + 1);
  });

  it('when the record is sent back as read, then its version and stamps are ignored; a field it does not have is refused and nothing changes', async () => {
    const before = await read();
    const { version, ...rest } = before;
    const saved = answerOf(
      'UpdateShopSettings',
      await save({ ...rest, version, vatRate: 5, expectedVersion: version }).expect(200),
    );
    expect(saved).toMatchObject({ vatRate: 5, version: version + 1 });
    const refused = await save({ ...rest, vatRat: 7 });
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).code).toBe('validation');
    expect(await read()).toEqual(saved);
  });

  it('when a save starts from a version someone saved over, then 409 names who and when, and nothing changes', async () => {
    const before = await read();
    const refused = await save({ currency: 'QAR', expectedVersion: before.version - 1 });
    expect(refused.status).toBe(409);
    expect(refusalOf(refused).code).toBe('settings.changed');
    expect(refused.body).toMatchObject({ changed: { by: 'admin', at: before.updatedAt } });
    expect(await read()).toEqual(before);
  });

  it('when an editor saves, then 403 and nothing changes; they still read them', async () => {
    const before = await read();
    const refused = await save({ currency: 'BHD' }, editor.auth);
    expect(refused.status).toBe(403);
    expect(refusalOf(refused).code).toBe('auth.forbidden');
    expect((await request(t.app).post(UPDATE).send({ currency: 'BHD' })).status).toBe(401);
    expect(await read()).toEqual(before);
  });

  it('when fields are invalid, then 400 names each and nothing changes', async () => {
    const before = await read();
    const refused = await save({
      currency: 'dinars',
      vatRate: 101,
      timeZone: 'Mars/Olympus',
      orderLeadDays: 61,
      whatsappNumber: '0501234567',
      waitlistHoldHours: 0,
      taxRegime: 'fr',
      seller: { vatNumber: '12#45' },
    });
    expect(refused.status).toBe(400);
    expect((refusalOf(refused).details ?? []).map((detail) => detail.path).sort()).toEqual([
      'currency',
      'orderLeadDays',
      'seller.vatNumber',
      'taxRegime',
      'timeZone',
      'vatRate',
      'waitlistHoldHours',
      'whatsappNumber',
    ]);
    expect(await read()).toEqual(before);
  });

  it('when the owner saves the payment rules, then they are read back; left out, each takes its default; out of range, 400 names each and nothing changes', async () => {
    expect((await read()).paymentRules).toEqual({
      payAtCheckout: 'off',
      payForCourses: 'off',
      depositPercent: 30,
      depositAmount: 0,
      depositFrom: 0,
      balanceDueDays: 3,
      fullRefundDays: 2,
      lateRefundPercent: 70,
      lateRefund: 'percent',
    });
    const saved = answerOf(
      'UpdateShopSettings',
      await save({
        paymentRules: {
          payAtCheckout: 'required',
          payForCourses: 'optional',
          depositPercent: '٥٠',
          depositAmount: '١٢٫٥',
          depositFrom: '٥٠٠',
          balanceDueDays: 7,
          fullRefundDays: 10,
          lateRefund: 'deposit',
        },
      }).expect(200),
    );
    expect(saved.paymentRules).toEqual({
      payAtCheckout: 'required',
      payForCourses: 'optional',
      depositPercent: 50,
      depositAmount: 12.5,
      depositFrom: 500,
      balanceDueDays: 7,
      fullRefundDays: 10,
      lateRefundPercent: 70,
      lateRefund: 'deposit',
    });
    expect((await read()).paymentRules).toEqual(saved.paymentRules);
    const refused = await save({
      paymentRules: {
        payAtCheckout: 'always',
        payForCourses: 'sometimes',
        depositPercent: 101,
        depositAmount: -5,
        depositFrom: -1,
        balanceDueDays: -1,
        fullRefundDays: 0,
        lateRefundPercent: 12.5,
        lateRefund: 'sometimes',
      },
    });
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).code).toBe('validation');
    expect((refusalOf(refused).details ?? []).map((detail) => detail.path).sort()).toEqual([
      'paymentRules.balanceDueDays',
      'paymentRules.depositAmount',
      'paymentRules.depositFrom',
      'paymentRules.depositPercent',
      'paymentRules.fullRefundDays',
      'paymentRules.lateRefund',
      'paymentRules.lateRefundPercent',
      'paymentRules.payAtCheckout',
      'paymentRules.payForCourses',
    ]);
    expect((await read()).paymentRules).toEqual(saved.paymentRules);
    await save({ paymentRules: {} }).expect(200);
  });

  it('when a Saudi or UAE shop saves a VAT number that does not fit its regime, then 400 names it and nothing changes', async () => {
    const before = await read();
    for (const [taxRegime, vatNumber] of [
      ['sa', '210122393500003'],
      ['sa', '31012239350003'],
      ['ae', '10012345670000A'],
    ] as const) {
      const refused = await save({
        taxRegime,
        currency: taxRegime === 'sa' ? 'SAR' : 'AED',
        seller: { vatNumber },
      });
      expect(refused.status).toBe(400);
      expect((refusalOf(refused).details ?? []).map((detail) => detail.path)).toEqual(['seller.vatNumber']);
    }
    expect(await read()).toEqual(before);
  });

  it('when the seller’s VAT number fits the regime, or is not filled in yet, then the regime is saved', async () => {
    const saved = await save({ taxRegime: 'sa', currency: 'SAR', seller: { vatNumber: '٣١٠١٢٢٣٩٣٥٠٠٠٠٣' } });
    expect(saved.status).toBe(200);
    expect(await read()).toMatchObject({ taxRegime: 'sa', seller: { vatNumber: '310122393500003' } });
    expect((await save({ taxRegime: 'ae', currency: 'AED', seller: { vatNumber: '' } })).status).toBe(200);
    // The tests after this one save other currencies.
    expect((await save({ taxRegime: 'none' })).status).toBe(200);
  });

  it('when a regime’s documents cannot be in the shop’s currency, then 400 names the regime (the FTA asks for AED, ZATCA for SAR)', async () => {
    const before = await read();
    for (const [taxRegime, currency] of [
      ['ae', 'SAR'],
      ['sa', 'KWD'],
    ] as const) {
      const refused = await save({ taxRegime, currency });
      expect(refused.status).toBe(400);
      expect((refusalOf(refused).details ?? []).map((detail) => detail.path)).toEqual(['taxRegime']);
    }
    expect(await read()).toEqual(before);
  });

  it('when the Home page is saved with the settings it used to carry, then they are ignored', async () => {
    const before = await read();
    const saved = await postForm(t, '/api/Home/UpdateHomeData', {
      brandNameEn: 'Crumb',
      brandNameAr: 'كرمب',
      heroTitleEn: 'Cakes',
      heroTitleAr: 'كعك',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      orderLeadDays: 9,
    }).expect(200);
    expect(answerOf('UpdateHomeData', saved)).toMatchObject({
      brandNameEn: 'Crumb',
      currency: before.currency,
      timeZone: before.timeZone,
      orderLeadDays: before.orderLeadDays,
    });
    expect(await read()).toEqual(before);
  });

  it('when another replica saves them, then this one reads what it kept until the change channel tells it', async () => {
    const other = await startTestApi({ dataDir: t.dataDir, sharedDataDir: true });
    try {
      const before = await read(other);
      expect((await home(other)).currency).toBe(before.currency);
      await save({ ...before, currency: 'OMR', expectedVersion: before.version }).expect(200);
      // The record is read afresh (it has no copy to keep); what the rest of the site reads is kept.
      expect((await read(other)).currency).toBe('OMR');
      expect((await home(other)).currency).toBe(before.currency);
      other.api.changedElsewhere('content');
      expect((await home(other)).currency).toBe('OMR');
    } finally {
      await other.close();
    }
  });
});
