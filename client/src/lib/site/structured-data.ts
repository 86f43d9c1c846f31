import type { Cake, ContactBranch, Course, Faq, InstructorData } from '@cakeshop/shared';

/** What a page describes to search engines, as plain data; json-ld.ts turns it into JSON-LD. */
export type StructuredData =
  | { kind: 'bakery'; branches: readonly ContactBranch[] }
  | { kind: 'product'; cake: Cake }
  | { kind: 'products'; cakes: readonly Cake[] }
  /** `place`: the branch the class is held at. */
  | { kind: 'course'; course: Course; place?: ContactBranch | undefined }
  | { kind: 'courses'; courses: readonly Course[] }
  | { kind: 'faq'; faqs: readonly Faq[] }
  | { kind: 'person'; instructor: InstructorData };
