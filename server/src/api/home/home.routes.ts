import { homeSettingsOf } from '@cakeshop/shared';
import type { homeDataInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Handlers } from '../http/handler';
import type { ReadShopSettings } from '../settings/settings.module';
import { singlePageHandlers } from '../single-page/single-page.routes';
import type { SinglePageDeps } from '../single-page/single-page.routes';

type HomeFields = Omit<z.output<typeof homeDataInput>, 'removeImage' | 'expectedVersion'>;

/** Before anything is saved: empty text. */
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
};

/**
 * The Home page's rows. The shop's settings it carried before they had a record of their own are
 * still answered, read from that record, for clients and backends of the earlier versions; sent
 * to UpdateHomeData they are ignored (its schema no longer names them).
 */
export function homeHandlers(
  deps: SinglePageDeps,
  settings: ReadShopSettings,
): Pick<Handlers, 'GetHomeData' | 'UpdateHomeData'> {
  const home = singlePageHandlers(deps, 'home', EMPTY_HOME);
  const withSettings = async <T extends object>(page: T) => ({
    ...page,
    ...homeSettingsOf(await settings(deps.database.db)),
  });
  return {
    GetHomeData: async () => withSettings(await home.get()),
    UpdateHomeData: async (input) => withSettings(await home.update(input)),
  };
}
