import { describe, expect, it } from 'vitest';

import { shapeProblem } from './response-shape';
import { responseShapes, shapeOf } from './response-shapes';
import { schemas } from './schemas';

const cake = {
  id: 7,
  nameEn: 'Berry cheesecake',
  nameAr: 'تشيز كيك بالتوت',
  descriptionEn: null,
  descriptionAr: '',
  price: 175,
  cakeCategoryId: 2,
  featured: true,
  imageUrl: null,
};
const page = { items: [cake], totalCount: 1, pageNumber: 1, pageSize: 12 };
const cakes = shapeOf(schemas.GetCakes.response);

describe('response shapes (the browser’s zod-free check)', () => {
  it('when an answer keeps the contract, extra properties included, then it fits', () => {
    expect(shapeProblem(cakes, page)).toBeNull();
    expect(shapeProblem(cakes, { ...page, items: [{ ...cake, calories: 420 }], next: null })).toBeNull();
  });

  it('when keys are PascalCase, then the first missing field is named by its path', () => {
    expect(shapeProblem(cakes, { Items: [cake], TotalCount: 1, PageNumber: 1, PageSize: 12 })).toBe(
      'items: expected array, got undefined',
    );
    expect(shapeProblem(cakes, { ...page, items: [{ ...cake, nameEn: undefined, NameEn: 'x' }] })).toBe(
      'items[0].nameEn: expected string, got undefined',
    );
  });

  it('when a price is a string or not a number, then it does not fit (no US$NaN)', () => {
    expect(shapeProblem(cakes, { ...page, items: [{ ...cake, price: '175.00' }] })).toBe(
      'items[0].price: expected number, got string "175.00"',
    );
    expect(shapeProblem(cakes, { ...page, items: [{ ...cake, price: Number.NaN }] })).toMatch(
      /expected number/,
    );
  });

  it('when a field may be null or absent, then null and absence fit and another type does not', () => {
    expect(shapeProblem(cakes, { ...page, items: [{ ...cake, imageSrcset: null }] })).toBeNull();
    expect(shapeProblem(cakes, { ...page, items: [{ ...cake, descriptionEn: 4 }] })).toBe(
      'items[0].descriptionEn: expected string or null, got number 4',
    );
    expect(shapeProblem(cakes, { ...page, totalCount: 1.5 })).toBe(
      'totalCount: expected integer, got number 1.5',
    );
  });

  it('when an object may be null (a record without a draft), then null and an object both fit', () => {
    const state = shapeOf(schemas.GetDraft.response);
    const answer = {
      kind: 'Cake',
      id: 1,
      version: 2,
      updatedAt: null,
      updatedBy: null,
      publishedAt: null,
      publishedBy: null,
    };
    expect(shapeProblem(state, { ...answer, draft: null })).toBeNull();
    const draft = {
      fields: {},
      imageUrl: null,
      savedAt: '2026-04-09T02:00:00.000Z',
      savedBy: 'admin',
      stale: false,
      publishAt: null,
      scheduledBy: null,
      missingEn: [],
      missingAr: ['nameAr'],
    };
    expect(shapeProblem(state, { ...answer, draft })).toBeNull();
    // A draft is checked as closely as the record it stands beside.
    expect(shapeProblem(state, { ...answer, draft: { ...draft, stale: 'no' } })).toBe(
      'draft.stale: expected boolean, got string "no"',
    );
    expect(shapeProblem(state, { ...answer, version: '2' })).toBe(
      'version: expected integer, got string "2"',
    );
  });

  it('when the body is not an object or list at all (an HTML page as text), then that is said', () => {
    expect(shapeProblem(cakes, '<html>')).toBe('(the body): expected object, got string "<html>"');
    expect(shapeProblem(shapeOf(schemas.GetGetFAQs.response), { items: [] })).toBe(
      '(the body): expected array, got object',
    );
  });

  it('when built for the client, then every read with a JSON answer has a shape and no write does', () => {
    const shapes = responseShapes();
    expect(Object.keys(shapes)).toContain('GetHomeData');
    expect(Object.keys(shapes)).toContain('GetCakeById');
    expect(Object.keys(shapes)).not.toContain('AddCake');
  });

  it('when a list may be null (a calendar not set up), then null and a list fit, and nothing else does', () => {
    const calendars = shapeOf(schemas.GetBranchCalendars.response);
    const calendar = { branchId: 1, week: null, exceptions: [], orderCutoff: null, dailyCapacity: null };
    expect(shapeProblem(calendars, [calendar])).toBeNull();
    expect(
      shapeProblem(calendars, [{ ...calendar, week: [{ weekday: 1, opensAt: '09:00', closesAt: '18:00' }] }]),
    ).toBeNull();
    expect(shapeProblem(calendars, [{ ...calendar, week: 'every day' }])).toBe(
      '[0].week: expected array, got string "every day"',
    );
    expect(shapeProblem(calendars, [{ ...calendar, week: [{ weekday: 'Mon' }] }])).toBe(
      '[0].week[0].weekday: expected integer, got string "Mon"',
    );
  });
});
