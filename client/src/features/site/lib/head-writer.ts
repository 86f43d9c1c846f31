import type { HomeData } from '@cakeshop/shared';

import type { Language } from '../../../lib/language';
import { LANG_PARAM, LANGUAGES } from '../../../lib/language';
import { localized } from '../../../lib/localized';
import type { JsonLd, LdContext } from './json-ld';
import { bakeryLd, courseLd, faqPageLd, itemListLd, productLd } from './json-ld';
import type { StructuredData } from './structured-data';

/** Marks the head tags the public site manages (use-page-head.ts removes them by the same mark). */
const HEAD_MARK = 'data-site-head';
const OG_LOCALE = { en: 'en_GB', ar: 'ar_AE' } as const;

export interface HeadInput {
  title: string;
  description: string;
  image?: string | null | undefined;
  type: string;
  brand: string;
  language: Language;
  origin: string;
  pathname: string;
  search: string;
  home: HomeData | undefined;
  structured: readonly StructuredData[];
}

function element<K extends 'meta' | 'link' | 'script'>(tag: K, key: string): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${HEAD_MARK}="${key}"]`);
  if (found) return found;
  const created = document.createElement(tag);
  created.setAttribute(HEAD_MARK, key);
  document.head.append(created);
  return created;
}

function meta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  if (!content) {
    document.head.querySelector(`meta[${HEAD_MARK}="${key}"]`)?.remove();
    return;
  }
  const tag = element('meta', key);
  tag.setAttribute(attribute, key);
  tag.content = content;
}

function link(key: string, href: string, rel: string, hreflang?: string): void {
  const tag = element('link', key);
  tag.rel = rel;
  tag.href = href;
  if (hreflang) tag.hreflang = hreflang;
}

function urlWith(input: HeadInput, lang: string | null): string {
  const params = new URLSearchParams(input.search);
  if (lang) params.set(LANG_PARAM, lang);
  else params.delete(LANG_PARAM);
  const query = params.toString();
  return `${input.origin}${input.pathname}${query ? `?${query}` : ''}`;
}

function toJsonLd(data: StructuredData, ctx: LdContext): JsonLd {
  switch (data.kind) {
    case 'bakery':
      return bakeryLd(ctx, data.branches);
    case 'product':
      return productLd(data.cake, ctx);
    case 'products':
      return itemListLd(data.cakes.map((cake) => productLd(cake, ctx, false)));
    case 'course':
      return courseLd(data.course, ctx);
    case 'courses':
      return itemListLd(data.courses.map((course) => courseLd(course, ctx, false)));
    case 'faq':
      return faqPageLd(data.faqs, ctx.language);
    case 'person':
      return {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: localized(data.instructor, 'name', ctx.language),
        jobTitle: localized(data.instructor, 'jobTitle', ctx.language) || undefined,
        ...(data.instructor.imageUrl ? { image: new URL(data.instructor.imageUrl, ctx.origin).href } : {}),
        sameAs: [data.instructor.instagramUrl, data.instructor.facebookUrl].filter((url): url is string =>
          Boolean(url),
        ),
      };
  }
}

/** Description, OpenGraph, canonical and hreflang links, and one JSON-LD block per item. */
export function writeHead(input: HeadInput): void {
  const url = urlWith(input, input.language);
  meta('name', 'description', input.description);
  meta('property', 'og:title', input.title);
  meta('property', 'og:description', input.description);
  meta('property', 'og:type', input.type);
  meta('property', 'og:url', url);
  meta('property', 'og:site_name', input.brand);
  meta('property', 'og:locale', OG_LOCALE[input.language]);
  meta('property', 'og:image', input.image ? new URL(input.image, input.origin).href : undefined);
  meta('name', 'twitter:card', input.image ? 'summary_large_image' : 'summary');
  link('canonical', url, 'canonical');
  for (const lang of LANGUAGES) link(`alternate-${lang}`, urlWith(input, lang), 'alternate', lang);
  link('alternate-x-default', urlWith(input, null), 'alternate', 'x-default');
  document.head.querySelectorAll(`script[${HEAD_MARK}]`).forEach((node) => node.remove());
  if (!input.home) return;
  const ctx: LdContext = { origin: input.origin, language: input.language, home: input.home };
  input.structured.forEach((data, index) => {
    const script = element('script', `ld-${index}`);
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(toJsonLd(data, ctx));
  });
}
