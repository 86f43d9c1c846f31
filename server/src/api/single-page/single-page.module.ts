import { aboutHandlers } from '../about/about.routes';
import type { ApiModule } from '../http/api-module';
import type { Database } from '../db/database';
import { homeHandlers } from '../home/home.routes';
import { instructorHandlers } from '../instructor/instructor.routes';
import type { Images } from '../media/images';
import type { ReadShopSettings } from '../settings/settings.module';
import { SinglePageRepository } from './single-page.repository';

type PageRows =
  | 'GetAboutData'
  | 'UpdateAboutData'
  | 'GetHomeData'
  | 'UpdateHomeData'
  | 'GetInstructorData'
  | 'UpdateInstructorData';

export interface SinglePagesModule extends ApiModule<PageRows> {
  /** The pages' rows: the content kinds draft them, the site's settings read the Home page's brand. */
  pages: SinglePageRepository;
}

/** The site's one-record pages: Home, About and the instructor's. */
export function createSinglePagesModule({
  database,
  images,
  settings,
}: {
  database: Database;
  images: Images;
  settings: ReadShopSettings;
}): SinglePagesModule {
  const pages = new SinglePageRepository(database.db);
  const deps = { database, pages, images };
  return {
    pages,
    handlers: {
      ...aboutHandlers(deps),
      ...homeHandlers(deps, settings),
      ...instructorHandlers(deps),
    },
  };
}
