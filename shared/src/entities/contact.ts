import * as z from 'zod';

import {
  id,
  integer,
  optionalEmail,
  optionalHttpsUrl,
  optionalPhone,
  optionalText,
  requiredText,
  textOut,
} from '../fields';

export const contactBranchInput = z.object({
  id: id.optional(),
  nameEn: requiredText(120),
  nameAr: requiredText(120),
  addressEn: requiredText(300),
  addressAr: requiredText(300),
  phone: optionalPhone,
  email: optionalEmail,
  mapUrl: optionalHttpsUrl(),
  openingHoursEn: optionalText(200),
  openingHoursAr: optionalText(200),
  sortOrder: integer(0, 1_000_000).optional(),
});
export type ContactBranchInput = z.input<typeof contactBranchInput>;

export const updateContactUsInput = z.object({
  branches: z.array(contactBranchInput).max(50),
});
export type UpdateContactUsInput = z.input<typeof updateContactUsInput>;

export const contactBranch = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  addressEn: z.string(),
  addressAr: z.string(),
  phone: textOut,
  email: textOut,
  mapUrl: textOut,
  openingHoursEn: textOut,
  openingHoursAr: textOut,
  sortOrder: z.number().int(),
});
export type ContactBranch = z.infer<typeof contactBranch>;
