import type { homeDataInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Handlers } from '../http/handler';
import { SinglePageService } from '../single-page/single-page.service';
import type { SinglePageRepository } from '../single-page/single-page.repository';
import type { Database } from '../db/database';
import type { Images } from '../media/images';

type HomeFields = Omit<z.output<typeof homeDataInput>, 'removeImage'>;

/** Before anything is saved: empty text and the default currency. */
export const EMPTY_HOME: HomeFields = {
  brandNameEn: '',
  brandNameAr: '',
  heroTitleEn: '',
  heroTitleAr: '',
  heroSubtitleEn: '',
  heroSubtitleAr: '',
  introTitleEn: '',
  introTitleAr: '',
  introBodyEn: '',
  introBodyAr: '',
  currency: 'USD',
};

export function homeHandlers(
  database: Database,
  pages: SinglePageRepository,
  images: Images,
): Pick<Handlers, 'GetHomeData' | 'UpdateHomeData'> {
  const home = new SinglePageService<HomeFields>(database, pages, images, 'home', EMPTY_HOME);
  return {
    GetHomeData: () => home.get(),
    UpdateHomeData: ({ body, upload }) => home.update(body, upload),
  };
}
