import * as z from 'zod';

import { id, integer, requiredText } from '../fields';
import { expectedVersion, versionOut } from './content';

export const faqInput = z.object({
  questionEn: requiredText(300),
  questionAr: requiredText(300),
  answerEn: requiredText(4000),
  answerAr: requiredText(4000),
  /** Absent on add: the new question goes last. */
  sortOrder: integer(0, 1_000_000).optional(),
});
export type FaqInput = z.input<typeof faqInput>;

export const editFaqInput = faqInput.extend({ id, expectedVersion });
export type EditFaqInput = z.input<typeof editFaqInput>;

export const faq = z.object({
  id: z.number().int(),
  questionEn: z.string(),
  questionAr: z.string(),
  answerEn: z.string(),
  answerAr: z.string(),
  sortOrder: z.number().int(),
  ...versionOut,
});
export type Faq = z.infer<typeof faq>;
