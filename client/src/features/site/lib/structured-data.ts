import type { Cake, ContactBranch, Course, Faq, InstructorData } from '@cakeshop/shared';

/**
 * What a page describes to search engines, as plain data. The JSON-LD itself is built by the
 * head writer, which loads after the page has rendered (it is not needed for the first paint).
 */
export type StructuredData =
  | { kind: 'bakery'; branches: readonly ContactBranch[] }
  | { kind: 'product'; cake: Cake }
  | { kind: 'products'; cakes: readonly Cake[] }
  | { kind: 'course'; course: Course }
  | { kind: 'courses'; courses: readonly Course[] }
  | { kind: 'faq'; faqs: readonly Faq[] }
  | { kind: 'person'; instructor: InstructorData };
