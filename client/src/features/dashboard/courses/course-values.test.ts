import { describe, expect, it } from 'vitest';

import { dayToIso } from '../../../components/dashboard/day-input';
import { courseDefaults } from './course-values';

describe('course form values', () => {
  it('when a day is picked, then it is sent as ISO at UTC midnight', () => {
    expect(dayToIso('2026-12-01')).toBe('2026-12-01T00:00:00.000Z');
    expect(dayToIso('')).toBe('');
    expect(dayToIso('2026-02-30')).toBe('2026-02-30');
  });

  it('when a stored course is edited, then its day shows in the picker without a zone shift', () => {
    const values = courseDefaults(
      {
        id: 1,
        titleEn: 'A',
        titleAr: 'أ',
        descriptionEn: null,
        descriptionAr: null,
        price: 10,
        categoryId: 2,
        startDate: '2026-01-31T00:00:00.000Z',
        startTime: '18:30',
        durationHours: null,
        seats: 8,
        seatsLeft: 8,
        isPast: false,
        featured: false,
        imageUrl: null,
      },
      null,
    );
    expect(values).toMatchObject({
      startDate: '2026-01-31',
      startTime: '18:30',
      seats: '8',
      durationHours: '',
      categoryId: '2',
      price: '10',
    });
  });
});
