import type { EndpointName } from './endpoints';
import { pathTo } from './routes';

/**
 * The kinds of site content editors draft, preview, schedule and restore, named as the contract
 * names the entities (and the activity log its rows). Kept free of zod: the dashboard's lists and
 * the BFF's preview read these facts too.
 */
export const CONTENT_KINDS = [
  'Cake',
  'Course',
  'Faq',
  'CakeCategory',
  'Category',
  'HomeData',
  'AboutData',
  'InstructorData',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentKindFacts {
  /** The Edit (or Update) row whose body a draft holds and a publish sends. */
  edit: EndpointName;
  /** The reads whose answers show records of this kind, the one record's own first. */
  reads: readonly [EndpointName, ...EndpointName[]];
  /** One record (home, about, instructor): no id. */
  single: boolean;
  /** The public page that shows the record (a preview opens it). */
  page: (id: number) => string;
}

/** Every kind's facts; a kind missing here does not compile. */
export const CONTENT: Record<ContentKind, ContentKindFacts> = {
  Cake: {
    edit: 'EditCake',
    reads: ['GetCakeById', 'GetCakes'],
    single: false,
    page: (id) => pathTo('cake', { id }),
  },
  Course: {
    edit: 'EditCourse',
    reads: ['GetCourseById', 'GetCourses'],
    single: false,
    page: (id) => pathTo('course', { id }),
  },
  Faq: { edit: 'EditFAQ', reads: ['GetFAQById', 'GetGetFAQs'], single: false, page: () => pathTo('faq') },
  CakeCategory: {
    edit: 'EditCakeCategory',
    reads: ['GetCakeCategoryById', 'GetCakeCategories'],
    single: false,
    page: (id) => `${pathTo('cakes')}?cat=${id}`,
  },
  Category: {
    edit: 'EditCategory',
    reads: ['GetCategoryById', 'GetCategories'],
    single: false,
    page: (id) => `${pathTo('courses')}?cat=${id}`,
  },
  HomeData: { edit: 'UpdateHomeData', reads: ['GetHomeData'], single: true, page: () => pathTo('home') },
  AboutData: { edit: 'UpdateAboutData', reads: ['GetAboutData'], single: true, page: () => pathTo('about') },
  InstructorData: {
    edit: 'UpdateInstructorData',
    reads: ['GetInstructorData'],
    single: true,
    page: () => pathTo('instructor'),
  },
};

/** The id a single page is stored under (it has none in the contract). */
export const SINGLE_RECORD_ID = 0;

/** How many published versions of a record are kept. */
export const VERSIONS_KEPT = 50;

/** The query parameter of a preview link: its signed token. */
export const PREVIEW_PARAM = 'preview';

/**
 * What a request carries beside the record's own fields: which record, the version the editor
 * started from, and the picture's removal. A draft stores the rest.
 */
export const REQUEST_FIELDS: readonly string[] = ['kind', 'id', 'expectedVersion', 'removeImage'];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}
