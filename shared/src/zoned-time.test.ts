import { describe, expect, it } from 'vitest';

import { formatLocalDateTime, instantOf, parseLocalDateTime, wallClockAt } from './zoned-time';

const wall = (text: string) => {
  const parsed = parseLocalDateTime(text);
  if (!parsed) throw new Error(`not a local date and time: ${text}`);
  return parsed;
};

describe('wall-clock times in the site’s time zone', () => {
  it('when it is 06:00 in Dubai, then it is 02:00 UTC, and back', () => {
    const instant = instantOf(wall('2026-04-09T06:00'), 'Asia/Dubai');
    expect(instant.toISOString()).toBe('2026-04-09T02:00:00.000Z');
    expect(formatLocalDateTime(wallClockAt(instant, 'Asia/Dubai'))).toBe('2026-04-09T06:00');
  });

  it('when the clock goes back, then a time that happens twice is the first of the two', () => {
    expect(instantOf(wall('2026-10-25T02:30'), 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('when the clock skips a time, then it lands after the jump', () => {
    expect(instantOf(wall('2026-03-29T02:30'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('when the text is not a real date and time, then it is refused', () => {
    for (const text of ['2026-02-30T06:00', '2026-04-09T24:00', '2026-04-09 06:00', '2026-04-09T6:00'])
      expect(parseLocalDateTime(text), text).toBeNull();
  });
});
