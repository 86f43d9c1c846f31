import type { aboutDataInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Handlers } from '../http/handler';
import { singlePageHandlers } from '../single-page/single-page.routes';
import type { SinglePageDeps } from '../single-page/single-page.routes';

type AboutFields = Omit<z.output<typeof aboutDataInput>, 'removeImage' | 'expectedVersion'>;

export const EMPTY_ABOUT: AboutFields = { titleEn: '', titleAr: '', bodyEn: '', bodyAr: '' };

export function aboutHandlers(deps: SinglePageDeps): Pick<Handlers, 'GetAboutData' | 'UpdateAboutData'> {
  const about = singlePageHandlers(deps, 'about', EMPTY_ABOUT);
  return { GetAboutData: about.get, UpdateAboutData: about.update };
}
