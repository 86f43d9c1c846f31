import type { ActivityEntity } from '@cakeshop/shared';

import { recordActivity } from '../audit/record-activity';
import type { Database } from '../db/database';
import type { Upload } from '../http/handler';
import { toImageOut } from '../media/images';
import type { ImageOut, Images } from '../media/images';
import type { PageKey, PageRow, SinglePageRepository } from './single-page.repository';

/** What the activity log calls each page. */
const PAGE_ENTITIES: Record<PageKey, ActivityEntity> = {
  home: 'HomeData',
  about: 'AboutData',
  instructor: 'InstructorData',
};

/**
 * One page of site content (Home, About, Instructor). GET always answers: before anything is
 * saved it returns the page's empty shape, so a fresh site renders instead of failing.
 */
export class SinglePageService<Fields extends object> {
  constructor(
    private readonly database: Database,
    private readonly pages: SinglePageRepository,
    private readonly images: Images,
    private readonly key: PageKey,
    private readonly empty: Fields,
  ) {}

  private toOut(row: PageRow | undefined): Fields & ImageOut {
    if (!row) return { ...this.empty, imageUrl: null, imageSrcset: null };
    const stored = JSON.parse(row.data) as Partial<Fields>;
    return { ...this.empty, ...stored, ...toImageOut(row) };
  }

  async get(): Promise<Fields & ImageOut> {
    return this.toOut(await this.pages.find(this.key));
  }

  async update(
    input: Fields & { removeImage: boolean },
    upload: Upload | undefined,
  ): Promise<Fields & ImageOut> {
    const image = await this.images.prepare(upload);
    const { removeImage, ...fields } = input;
    return this.database.write(async (trx, hooks) => {
      const current = await this.pages.find(this.key, trx);
      const currentKey = current?.imageKey ?? null;
      const imageKey = image ? await this.images.save(trx, hooks, image) : removeImage ? null : currentKey;
      await this.pages.save(trx, this.key, fields, imageKey);
      await recordActivity(trx, { action: 'edit', entity: PAGE_ENTITIES[this.key] });
      if (imageKey !== currentKey) this.images.release(hooks, currentKey);
      return this.toOut(await this.pages.find(this.key, trx));
    });
  }
}
