import { pages } from '@cakeshop/shared/routes';
import type { PageName, PageRoute } from '@cakeshop/shared/routes';
import { describe, expect, it } from 'vitest';

import { createHttp } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import type { LazyRoute } from '../lib/route-handle';

const modules = import.meta.glob<{ route: (queryClient: unknown) => LazyRoute }>(
  '../features/*/pages/*-page.tsx',
);

const PUBLIC_PAGES = (Object.keys(pages) as PageName[]).filter((name) => pages[name].area === 'public');
const pageFile = (name: string) => `/pages/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;
const moduleOf = (name: string) =>
  Object.entries(modules).find(([path]) => path.endsWith(pageFile(name)))?.[1];

describe("the page table's forms", () => {
  // The BFF reads the table to answer a POST without reading it (405 for a page without a form,
  // multipart only where pictures go), so the table must say what the pages' actions take.
  it.each(PUBLIC_PAGES)('when the page %s has an action, then the table names its form', async (name) => {
    const load = moduleOf(name);
    if (!load) throw new Error(`no module for ${name}`);
    const http = createHttp({ fetch: () => Promise.reject(new Error('no calls here')) });
    const route = (await load()).route(createQueryClient({ http, server: true }));
    const page: PageRoute = pages[name];
    expect(page.form !== undefined, name).toBe(route.action !== undefined);
  });

  it('when a form takes pictures, then it is the custom cake, the one page with a file input', () => {
    const withPictures = PUBLIC_PAGES.filter((name) => {
      const page: PageRoute = pages[name];
      return page.form === 'pictures';
    });
    expect(withPictures).toEqual(['customCake']);
  });
});
