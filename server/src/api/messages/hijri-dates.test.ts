import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerOf, refusalOf, startSignedInApi } from '../../../test/support/api';
import type { SignedInApi } from '../../../test/support/api';
import { toText } from './message-text';
import { composeMessage } from './message-words';
import type { MessageFacts } from './message-words';

let t: SignedInApi;
beforeAll(async () => {
  t = await startSignedInApi();
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) =>
  request(t.app).post('/api/Settings/UpdateShopSettings').set('Authorization', t.auth).send(body);
const home = async () => answerOf('GetHomeData', await request(t.app).get('/api/Home/GetHomeData'));

describe('the shop’s calendar display', () => {
  it('when nothing was saved, then the site shows Gregorian dates only', async () => {
    expect((await home()).calendarDisplay).toBe('gregorian');
  });

  it('when the owner turns the Hijri dates on, then the settings and the Home data (the public pages’ source) say so', async () => {
    const saved = answerOf(
      'UpdateShopSettings',
      await save({ calendarDisplay: 'gregorian-hijri' }).expect(200),
    );
    expect(saved.calendarDisplay).toBe('gregorian-hijri');
    expect((await home()).calendarDisplay).toBe('gregorian-hijri');
  });

  it('when the display is none the site knows, then 400 names the field and nothing changes', async () => {
    const refused = await save({ calendarDisplay: 'islamic' });
    expect(refused.status).toBe(400);
    expect((refusalOf(refused).details ?? []).map((detail) => detail.path)).toEqual(['calendarDisplay']);
    expect((await home()).calendarDisplay).toBe('gregorian-hijri');
  });
});

const facts = (language: 'en' | 'ar', calendar: MessageFacts['calendar']): MessageFacts => ({
  kind: 'cake',
  messageKind: 'orderConfirmed',
  language,
  reference: 'K7Q2-9MXD',
  customerName: 'Mariam',
  titleEn: 'Eid box',
  titleAr: 'علبة العيد',
  day: '2027-03-09T00:00:00.000Z',
  time: null,
  lines: [],
  place: undefined,
  bringEn: '',
  bringAr: '',
  brandNameEn: 'Bakery',
  brandNameAr: 'المخبز',
  calendar,
  siteUrl: undefined,
});

describe('a status message’s day', () => {
  it('when the shop shows Hijri dates, then the message writes 1 Shawwal 1448 beside 9 March 2027, in the visitor’s language and digits', () => {
    expect(toText(composeMessage(facts('en', 'gregorian-hijri')))).toContain(
      '9 March 2027 (1 Shawwal 1448 AH)',
    );
    expect(toText(composeMessage(facts('ar', 'gregorian-hijri')))).toContain('٩ مارس ٢٠٢٧ (١ شوال ١٤٤٨ هـ)');
  });

  it('when it shows Gregorian only, then no Hijri date', () => {
    const text = toText(composeMessage(facts('en', 'gregorian')));
    expect(text).toContain('9 March 2027');
    expect(text).not.toContain('Shawwal');
  });
});
