import type { Page } from '@playwright/test';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A calendar day `days` from now, as `<input type="date">` takes it and as the contract stores it
 * (UTC midnight). Tests pick days relative to the clock so they hold on any date.
 */
export function dayFromToday(days: number): { input: string; iso: string } {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS);
  return { input: day.toISOString().slice(0, 10), iso: day.toISOString() };
}

/**
 * A calendar day (an ISO string at UTC midnight) written as the page's locale writes a long date:
 * day, month name, year, with the browser's own Intl data, so the test follows the page's language.
 */
export async function longDate(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => {
    const locale = document.documentElement.lang === 'ar' ? 'ar-EG' : 'en-GB';
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    return new Intl.DateTimeFormat(locale, options).format(new Date(value));
  }, iso);
}
