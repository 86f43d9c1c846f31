import { describe, expect, it } from 'vitest';

import { CONTENT, CONTENT_KINDS } from './content';
import {
  bilingualPairs,
  draftFieldNames,
  draftSchemaOf,
  editSchemaOf,
  missingFields,
  recordWithFields,
  titleOf,
} from './content-fields';
import { EDIT_SCHEMAS, RECORD_SCHEMAS } from './content-schemas';
import { schemas } from './schemas';

/** A valid body of each kind's Edit row, as a form sends it (text). */
const bodies = {
  Cake: { nameEn: 'Rose cake', nameAr: 'كعكة الورد', price: '12.5', cakeCategoryId: '2', featured: 'true' },
  Course: {
    titleEn: 'Bread',
    titleAr: 'خبز',
    price: '٣٠',
    categoryId: '1',
    startDate: '2026-12-01T00:00:00.000Z',
    startTime: '18:30',
    seats: '8',
  },
  Faq: { questionEn: 'When?', questionAr: 'متى؟', answerEn: 'Daily.', answerAr: 'يوميا.', sortOrder: 3 },
  CakeCategory: { nameEn: 'Eid', nameAr: 'العيد' },
  Category: { nameEn: 'Bread', nameAr: 'خبز' },
  HomeData: {
    brandNameEn: 'Crumb',
    brandNameAr: 'كرمب',
    heroTitleEn: 'Hi',
    heroTitleAr: 'مرحبا',
    orderLeadDays: '2',
  },
  AboutData: { titleEn: 'Us', titleAr: 'نحن', bodyEn: 'Story', bodyAr: 'قصة' },
  InstructorData: { nameEn: 'Lina', nameAr: 'لينا', instagramUrl: 'https://instagram.com/lina' },
};

describe('what a draft holds, read from the Edit rows', () => {
  it.each(CONTENT_KINDS)(
    'when a %s is drafted, then its schemas are those of its rows in the endpoint table',
    (kind) => {
      const [read] = CONTENT[kind].reads;
      expect(EDIT_SCHEMAS[kind]).toBe((schemas[CONTENT[kind].edit] as { body?: unknown }).body);
      expect(RECORD_SCHEMAS[kind]).toBe(schemas[read].response);
    },
  );

  it.each(CONTENT_KINDS)(
    'when a %s draft is stored and sent again at publish, then it parses to itself',
    (kind) => {
      const stored = draftSchemaOf(kind).parse(bodies[kind]);
      const strict = editSchemaOf(kind);
      const sent = {
        ...stored,
        ...(kind in { HomeData: 1, AboutData: 1, InstructorData: 1 } ? {} : { id: 1 }),
      };
      const published = strict.parse(sent);
      for (const name of draftFieldNames(kind)) expect(published[name], name).toEqual(stored[name]);
    },
  );

  it('when a required text is empty in a draft, then the draft is accepted and the Edit row refuses it', () => {
    const body = { ...bodies.Cake, nameAr: '' };
    expect(draftSchemaOf('Cake').safeParse(body).success).toBe(true);
    expect(editSchemaOf('Cake').safeParse({ ...body, id: 1 }).success).toBe(false);
  });

  it('when a draft breaks another rule (a price in words), then it is refused all the same', () => {
    expect(draftSchemaOf('Cake').safeParse({ ...bodies.Cake, price: 'cheap' }).success).toBe(false);
  });

  it('names the texts in both languages and which are required, from the schema alone', () => {
    expect(bilingualPairs('Cake')).toEqual([
      { name: 'name', required: true },
      { name: 'description', required: false },
    ]);
    expect(draftFieldNames('Faq')).not.toContain('id');
    expect(draftFieldNames('HomeData')).not.toContain('expectedVersion');
  });

  it('lists what each language lacks: required and empty, or filled in the other language only', () => {
    const fields = { nameEn: 'Rose', nameAr: '', descriptionEn: '', descriptionAr: 'وصف' };
    expect(missingFields('Cake', fields)).toEqual({ missingEn: ['descriptionEn'], missingAr: ['nameAr'] });
    expect(missingFields('Cake', fields, false)).toEqual({ missingEn: [], missingAr: ['nameAr'] });
  });

  it('puts the drafted fields in the record a read answers, keeping what only the read knows', () => {
    const live = { id: 4, nameEn: 'Old', nameAr: 'قديم', itemCount: 3 };
    expect(recordWithFields('CakeCategory', live, { nameEn: 'New', nameAr: 'جديد', extra: 1 })).toEqual({
      id: 4,
      nameEn: 'New',
      nameAr: 'جديد',
      itemCount: 3,
    });
    expect(titleOf('Faq', bodies.Faq)).toEqual({ titleEn: 'When?', titleAr: 'متى؟' });
  });
});
