import { describe, expect, it, vi } from 'vitest';

import { createHttp } from './http';
import { isHttpError } from './http-error';
import { checkResponse } from './response-check';

const home = {
  brandNameEn: 'Rosewater',
  brandNameAr: 'ماء الورد',
  heroTitleEn: 'Cakes',
  heroTitleAr: 'كعك',
  heroSubtitleEn: null,
  heroSubtitleAr: null,
  introTitleEn: null,
  introTitleAr: null,
  introBodyEn: null,
  introBodyAr: null,
  currency: 'USD',
  imageUrl: null,
};

const pascal = (value: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key[0]?.toUpperCase() + key.slice(1), inner]),
  );

/** The browser's client, answering `body` to every call. */
const httpAnswering = (body: unknown) =>
  createHttp({
    fetch: vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
    check: checkResponse,
  });

describe('the browser’s check of what a read answered', () => {
  it('when the answer keeps the contract, then the call returns it', async () => {
    await expect(httpAnswering(home).request('GetHomeData')).resolves.toEqual(home);
  });

  it('when keys are PascalCase, then the call fails as a bad gateway with a code the page translates and the field path', async () => {
    const failure = await httpAnswering(pascal(home))
      .request('GetHomeData')
      .catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 502, code: 'backend.invalid_response' });
    expect((failure as Error).message).toBe(
      '/api/Home/GetHomeData answered outside the contract: brandNameEn: expected string, got undefined',
    );
  });

  it('when a price arrives as a string, then the call fails instead of rendering US$NaN', () => {
    const page = {
      items: [
        {
          id: 1,
          nameEn: 'a',
          nameAr: 'b',
          descriptionEn: null,
          descriptionAr: null,
          price: '12.50',
          cakeCategoryId: 1,
          featured: false,
          imageUrl: null,
        },
      ],
      totalCount: 1,
      pageNumber: 1,
      pageSize: 12,
    };
    expect(() => checkResponse('GetCakes', page)).toThrow(
      /items\[0\]\.price: expected number, got string "12\.50"/,
    );
  });

  it('when a write answers, then it is not checked (the shapes are the reads’ only)', () => {
    expect(() => checkResponse('AddCake', { Whatever: true })).not.toThrow();
  });
});
