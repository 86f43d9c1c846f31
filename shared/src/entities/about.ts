import * as z from 'zod';

import { imageInput, imageOut, requiredText } from '../fields';
import { expectedVersion, versionOut } from './content';

export const aboutDataInput = z.object({
  titleEn: requiredText(120),
  titleAr: requiredText(120),
  bodyEn: requiredText(8000),
  bodyAr: requiredText(8000),
  ...imageInput,
  expectedVersion,
});
export type AboutDataInput = z.input<typeof aboutDataInput>;

export const aboutData = z.object({
  titleEn: z.string(),
  titleAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  ...imageOut,
  ...versionOut,
});
export type AboutData = z.infer<typeof aboutData>;
