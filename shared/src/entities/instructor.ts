import * as z from 'zod';

import { imageInput, imageOut, optionalHttpsUrl, optionalText, requiredText, textOut } from '../fields';
import { expectedVersion, versionOut } from './content';

export const instructorDataInput = z.object({
  nameEn: requiredText(120),
  nameAr: requiredText(120),
  jobTitleEn: optionalText(120),
  jobTitleAr: optionalText(120),
  bioEn: optionalText(8000),
  bioAr: optionalText(8000),
  instagramUrl: optionalHttpsUrl(),
  facebookUrl: optionalHttpsUrl(),
  ...imageInput,
  expectedVersion,
});
export type InstructorDataInput = z.input<typeof instructorDataInput>;

export const instructorData = z.object({
  nameEn: z.string(),
  nameAr: z.string(),
  jobTitleEn: textOut,
  jobTitleAr: textOut,
  bioEn: textOut,
  bioAr: textOut,
  instagramUrl: textOut,
  facebookUrl: textOut,
  ...imageOut,
  ...versionOut,
});
export type InstructorData = z.infer<typeof instructorData>;
