import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { homeQuery } from '../../../api/home';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import type { StructuredData } from './structured-data';

/** The mark head-writer.ts puts on the tags it writes (kept apart so it stays out of this chunk). */
const HEAD_MARK = 'data-site-head';

export interface PageHead {
  /** The page's own title; the brand is appended. Omit on the home page. */
  title?: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  structured?: readonly (StructuredData | false | null | undefined)[];
}

/**
 * Title, description, OpenGraph, hreflang alternates and JSON-LD of a public page, written into
 * the document head with DOM APIs (the CSP forbids inline scripts; a JSON-LD block made this way
 * is data, which it allows). Effects only, so the page can still render on a server. The writer
 * is loaded on demand: nothing a visitor sees waits for it.
 */
export function usePageHead(head: PageHead | null | undefined | false): void {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const { data: home } = useQuery(homeQuery());
  const brand = home ? localized(home, 'brandName', language) : '';
  const title = head ? [head.title, brand].filter(Boolean).join(' | ') : '';
  const input = head
    ? JSON.stringify({
        title,
        description: head.description,
        image: head.image,
        type: head.type ?? 'website',
        brand,
        language,
        pathname,
        search,
        home,
        structured: (head.structured ?? []).filter(Boolean),
      })
    : '';

  useEffect(() => {
    if (!title) return undefined;
    // The app's root layout writes a generic title in its own effect, which runs after this one
    // (parents' effects run after their children's): write ours once those effects are done.
    const timer = window.setTimeout(() => {
      document.title = title;
    }, 0);
    return () => window.clearTimeout(timer);
  }, [title]);

  useEffect(() => {
    if (!input) return undefined;
    let current = true;
    void import('./head-writer').then(({ writeHead }) => {
      if (current)
        writeHead({
          ...(JSON.parse(input) as Omit<Parameters<typeof writeHead>[0], 'origin'>),
          origin: window.location.origin,
        });
    });
    return () => {
      current = false;
    };
  }, [input]);
}

/** Leaving the public site (to the dashboard) takes its head tags along. */
export function removePageHead(): void {
  document.head.querySelectorAll(`[${HEAD_MARK}]`).forEach((node) => node.remove());
}
