import { describe, expect, it } from 'vitest';

import { areaOf, matchPage, pathTo } from './routes';

describe('page table', () => {
  it('matches static and parameterised pages with their area', () => {
    expect(matchPage('/')?.route.area).toBe('public');
    expect(matchPage('/cakes/12')).toMatchObject({ name: 'cake', params: { id: '12' } });
    expect(matchPage('/dashboard/cake-cats')?.route.area).toBe('admin');
    expect(matchPage('/dashboard/inbox/course/4')).toMatchObject({
      name: 'dashboardBooking',
      params: { id: '4' },
    });
    expect(matchPage('/track')?.route.area).toBe('public');
  });

  it('when no page matches, then it says so', () => {
    expect(matchPage('/dashboard/nope')).toBeNull();
    expect(matchPage('/cakes/1/2')).toBeNull();
    expect(matchPage('/%E0%A4%A')).toBeNull();
  });

  it('when a path is unknown, then its area is the admin one inside /dashboard, /account or /pages, else the public site', () => {
    expect(areaOf('/dashboard/nope')).toBe('admin');
    expect(areaOf('/account')).toBe('admin');
    expect(areaOf('/pages/x/y')).toBe('admin');
    expect(areaOf('/no/such/page')).toBe('public');
    expect(areaOf('/dashboards')).toBe('public');
    expect(areaOf('/cakes/1/2')).toBe('public');
  });

  it('builds paths from names', () => {
    expect(pathTo('course', { id: 7 })).toBe('/courses/7');
  });
});
