import type { aboutDataInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Database } from '../db/database';
import type { Handlers } from '../http/handler';
import type { Images } from '../media/images';
import type { SinglePageRepository } from '../single-page/single-page.repository';
import { SinglePageService } from '../single-page/single-page.service';

type AboutFields = Omit<z.output<typeof aboutDataInput>, 'removeImage'>;

export const EMPTY_ABOUT: AboutFields = { titleEn: '', titleAr: '', bodyEn: '', bodyAr: '' };

export function aboutHandlers(
  database: Database,
  pages: SinglePageRepository,
  images: Images,
): Pick<Handlers, 'GetAboutData' | 'UpdateAboutData'> {
  const about = new SinglePageService<AboutFields>(database, pages, images, 'about', EMPTY_ABOUT);
  return {
    GetAboutData: () => about.get(),
    UpdateAboutData: ({ body, upload }) => about.update(body, upload),
  };
}
