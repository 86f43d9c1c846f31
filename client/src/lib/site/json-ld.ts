import type { Cake, ContactBranch, Course, Faq, HomeData, InstructorData } from '@cakeshop/shared';
import { sizesOf } from '@cakeshop/shared/cake-offer';
import { pathTo } from '@cakeshop/shared/routes';

import type { Language } from '../language';
import { localized } from '../localized';
import { toOpeningHours } from './opening-hours';
import type { StructuredData } from './structured-data';

/**
 * schema.org data for search engines, built from the content (Google's structured-data guides:
 * Product needs name, image and an Offer with price and currency; Course needs name, description,
 * provider, offers and a CourseInstance; LocalBusiness needs name and address).
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface LdContext {
  origin: string;
  language: Language;
  home: HomeData;
  /** The shop's currency (its settings). */
  currency: string;
}

const absolute = (origin: string, url: string | null | undefined) =>
  url ? new URL(url, origin).href : undefined;

/** Without a language parameter the link shows whatever the reader chose, so name it. */
const pageUrl = (ctx: LdContext, path: string) => `${ctx.origin}${path}?lang=${ctx.language}`;

function brandName(ctx: LdContext): string {
  return localized(ctx.home, 'brandName', ctx.language);
}

function organization(ctx: LdContext): JsonLd {
  return { '@type': 'Bakery', name: brandName(ctx), url: pageUrl(ctx, pathTo('home')) };
}

function branchLd(branch: ContactBranch, ctx: LdContext): JsonLd {
  const hours = toOpeningHours(branch.openingHoursEn || branch.openingHoursAr || '');
  return {
    '@type': 'Bakery',
    name: `${brandName(ctx)} – ${localized(branch, 'name', ctx.language)}`,
    address: { '@type': 'PostalAddress', streetAddress: localized(branch, 'address', ctx.language) },
    ...(branch.phone ? { telephone: branch.phone } : {}),
    ...(branch.email ? { email: branch.email } : {}),
    ...(branch.mapUrl ? { hasMap: branch.mapUrl } : {}),
    ...(hours.length ? { openingHours: hours } : {}),
  };
}

/** The business, its first branch as its main address, and every branch as a department. */
export function bakeryLd(ctx: LdContext, branches: readonly ContactBranch[]): JsonLd {
  const branchesLd = branches.map((branch) => branchLd(branch, ctx));
  const main = branchesLd[0] ?? {};
  return {
    '@context': CONTEXT,
    ...main,
    ...organization(ctx),
    ...(ctx.home.imageUrl ? { image: absolute(ctx.origin, ctx.home.imageUrl) } : {}),
    ...(ctx.home.heroSubtitleEn || ctx.home.heroSubtitleAr
      ? { description: localized(ctx.home, 'heroSubtitle', ctx.language) }
      : {}),
    currenciesAccepted: ctx.currency,
    department: branchesLd,
  };
}

export function productLd(cake: Cake, ctx: LdContext, withContext = true): JsonLd {
  const url = pageUrl(ctx, pathTo('cake', { id: cake.id }));
  const name = localized(cake, 'name', ctx.language);
  return {
    ...(withContext ? { '@context': CONTEXT } : {}),
    '@type': 'Product',
    name,
    description: localized(cake, 'description', ctx.language) || name,
    sku: String(cake.id),
    url,
    ...(cake.imageUrl ? { image: absolute(ctx.origin, cake.imageUrl) } : {}),
    brand: { '@type': 'Brand', name: brandName(ctx) },
    offers: cakeOffers(cake, ctx, url),
  };
}

/** One Offer per size, named after it; a cake of one size keeps the single Offer it always had. */
function cakeOffers(cake: Cake, ctx: LdContext, url: string): JsonLd | JsonLd[] {
  const offers = sizesOf(cake).map((size) => {
    const name = localized(size, 'label', ctx.language);
    return {
      '@type': 'Offer',
      ...(name ? { name } : {}),
      price: size.price.toFixed(2),
      priceCurrency: ctx.currency,
      availability: 'https://schema.org/InStock',
      url,
    };
  });
  return offers.length === 1 && offers[0] ? offers[0] : offers;
}

/** A date at UTC midnight as the calendar day it stands for (ISO 8601 date). */
const dayOf = (iso: string) => iso.slice(0, 10);

/** Where a class is held: its branch, or the business when the site has no branch. */
function placeLd(place: ContactBranch | undefined, ctx: LdContext): JsonLd {
  if (!place) return { '@type': 'Place', name: brandName(ctx) };
  return {
    '@type': 'Place',
    name: `${brandName(ctx)} – ${localized(place, 'name', ctx.language)}`,
    address: { '@type': 'PostalAddress', streetAddress: localized(place, 'address', ctx.language) },
    ...(place.mapUrl ? { hasMap: place.mapUrl } : {}),
  };
}

export function courseLd(course: Course, ctx: LdContext, withContext = true, place?: ContactBranch): JsonLd {
  const name = localized(course, 'title', ctx.language);
  const url = pageUrl(ctx, pathTo('course', { id: course.id }));
  return {
    ...(withContext ? { '@context': CONTEXT } : {}),
    '@type': 'Course',
    name,
    description: localized(course, 'description', ctx.language) || name,
    url,
    inLanguage: ctx.language,
    ...(course.imageUrl ? { image: absolute(ctx.origin, course.imageUrl) } : {}),
    provider: { '@type': 'Organization', name: brandName(ctx), sameAs: pageUrl(ctx, pathTo('home')) },
    offers: [
      {
        '@type': 'Offer',
        category: 'Paid',
        price: course.price.toFixed(2),
        priceCurrency: ctx.currency,
      },
    ],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        ...(course.startDate ? { startDate: dayOf(course.startDate) } : {}),
        ...(course.durationHours ? { courseWorkload: `PT${course.durationHours}H` } : {}),
        ...(course.seats ? { maximumAttendeeCapacity: course.seats } : {}),
        location: placeLd(place, ctx),
      },
    ],
  };
}

/** A list page: each item in full, so every cake or course on it is described. */
function itemListLd(items: JsonLd[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}

export function faqPageLd(faqs: readonly Faq[], language: Language): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: localized(faq, 'question', language),
      acceptedAnswer: { '@type': 'Answer', text: localized(faq, 'answer', language) },
    })),
  };
}

function personLd(instructor: InstructorData, ctx: LdContext): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: localized(instructor, 'name', ctx.language),
    jobTitle: localized(instructor, 'jobTitle', ctx.language) || undefined,
    ...(instructor.imageUrl ? { image: absolute(ctx.origin, instructor.imageUrl) } : {}),
    sameAs: [instructor.instagramUrl, instructor.facebookUrl].filter((url): url is string => Boolean(url)),
  };
}

/** The JSON-LD block for what a page describes. */
export function toJsonLd(data: StructuredData, ctx: LdContext): JsonLd {
  switch (data.kind) {
    case 'bakery':
      return bakeryLd(ctx, data.branches);
    case 'product':
      return productLd(data.cake, ctx);
    case 'products':
      return itemListLd(data.cakes.map((cake) => productLd(cake, ctx, false)));
    case 'course':
      return courseLd(data.course, ctx, true, data.place);
    case 'courses':
      return itemListLd(data.courses.map((course) => courseLd(course, ctx, false)));
    case 'faq':
      return faqPageLd(data.faqs, ctx.language);
    case 'person':
      return personLd(data.instructor, ctx);
  }
}
