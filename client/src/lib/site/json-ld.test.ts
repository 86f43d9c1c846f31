import type { Cake, ContactBranch, Course, HomeData } from '@cakeshop/shared';
import { describe, expect, it } from 'vitest';

import { bakeryLd, courseLd, faqPageLd, productLd } from './json-ld';

const home = {
  brandNameEn: 'Rosewater',
  brandNameAr: 'ماء الورد',
  heroTitleEn: 'Cakes',
  heroTitleAr: 'كعك',
  currency: 'AED',
  imageUrl: '/api/media/hero.webp',
} as HomeData;
const ctx = { origin: 'https://bakery.example', language: 'en' as const, home, currency: 'AED' };

describe('JSON-LD from the content', () => {
  it('when a cake is described, then it is a Product with an Offer in the site currency', () => {
    const cake = {
      id: 4,
      nameEn: 'Lemon cake',
      nameAr: 'كعكة',
      descriptionEn: '',
      descriptionAr: 'ليمون',
      price: 95,
      imageUrl: '/api/media/a.webp',
    } as Cake;
    expect(productLd(cake, ctx)).toMatchObject({
      '@type': 'Product',
      name: 'Lemon cake',
      description: 'ليمون',
      image: 'https://bakery.example/api/media/a.webp',
      offers: {
        '@type': 'Offer',
        price: '95.00',
        priceCurrency: 'AED',
        url: 'https://bakery.example/cakes/4?lang=en',
      },
    });
  });

  it('when a cake has sizes, then it offers one price per size, each named in the page’s language', () => {
    const size = (id: number, labelEn: string, labelAr: string, price: number) => ({
      id,
      labelEn,
      labelAr,
      price,
      servingsFrom: null,
      servingsTo: null,
    });
    const cake = {
      id: 5,
      nameEn: 'Tiered',
      nameAr: 'طبقات',
      descriptionEn: '',
      descriptionAr: '',
      price: 120,
      sizes: [size(1, '1 kg', '١ كغ', 120), size(2, '2 kg', '٢ كغ', 210.5)],
    } as Cake;
    expect(productLd(cake, { ...ctx, language: 'ar' }).offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: '١ كغ', price: '120.00', priceCurrency: 'AED' }),
      expect.objectContaining({ '@type': 'Offer', name: '٢ كغ', price: '210.50', priceCurrency: 'AED' }),
    ]);
  });

  it('when a course has a start date, then it carries a provider and a CourseInstance on that day', () => {
    const course = {
      id: 2,
      titleEn: 'Bread',
      titleAr: 'خبز',
      descriptionEn: 'Loaves',
      price: 300,
      startDate: '2026-12-01T00:00:00.000Z',
      durationHours: 3,
    } as Course;
    expect(courseLd(course, { ...ctx, language: 'ar' })).toMatchObject({
      '@type': 'Course',
      name: 'خبز',
      description: 'Loaves',
      provider: { '@type': 'Organization', name: 'ماء الورد' },
      hasCourseInstance: [{ '@type': 'CourseInstance', startDate: '2026-12-01', courseWorkload: 'PT3H' }],
    });
  });

  it('when there are branches, then the bakery lists each with address, telephone and hours', () => {
    const branch = {
      id: 1,
      nameEn: 'Marina',
      nameAr: 'مارينا',
      addressEn: 'Marina Walk',
      addressAr: 'ممشى',
      phone: '+971 4',
      email: null,
      mapUrl: null,
      openingHoursEn: 'Every day 9:00–23:00',
      openingHoursAr: '',
      sortOrder: 0,
    } as ContactBranch;
    const ld = bakeryLd(ctx, [branch, { ...branch, id: 2 }]);
    expect(ld).toMatchObject({
      '@type': 'Bakery',
      name: 'Rosewater',
      telephone: '+971 4',
      openingHours: ['Mo-Su 09:00-23:00'],
    });
    expect(ld.department).toHaveLength(2);
  });

  it('when there are questions, then the FAQ page pairs each with its accepted answer', () => {
    const ld = faqPageLd(
      [{ id: 1, questionEn: 'Q?', questionAr: 'س؟', answerEn: 'A.', answerAr: 'ج.', sortOrder: 0 }],
      'en',
    );
    expect(ld.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });
});
