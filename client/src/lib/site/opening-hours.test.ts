import { describe, expect, it } from 'vitest';

import { toOpeningHours } from './opening-hours';

describe('opening hours for schema.org', () => {
  it('when the text names day ranges and times, then it becomes the schema.org format', () => {
    expect(toOpeningHours('Saturday to Thursday 8:00–22:00, Friday 14:00–22:00')).toEqual([
      'Sa-Th 08:00-22:00',
      'Fr 14:00-22:00',
    ]);
    expect(toOpeningHours('Every day 9:00–23:00')).toEqual(['Mo-Su 09:00-23:00']);
  });

  it('when the text says a day is closed, then only the open times are listed', () => {
    expect(toOpeningHours('Saturday to Thursday 8:00–22:00, closed on Friday')).toEqual([
      'Sa-Th 08:00-22:00',
    ]);
  });

  it('when the text cannot be read, then it is kept as written', () => {
    expect(toOpeningHours('By appointment')).toEqual(['By appointment']);
    expect(toOpeningHours('')).toEqual([]);
  });
});
