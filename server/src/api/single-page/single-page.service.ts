import type { ActivityEntity, ContentKind } from '@cakeshop/shared';
import { DEFAULT_CURRENCY, SINGLE_RECORD_ID } from '@cakeshop/shared';

import { recordActivity } from '../audit/record-activity';
import type { FromDraft } from '../content/from-draft';
import { recordLiveSave, versionFieldsOf } from '../content/record-saves';
import type { VersionFields } from '../content/record-saves';
import type { Database, Trx } from '../db/database';
import type { Upload } from '../http/handler';
import { toImageOut } from '../media/images';
import type { ImageOut, Images } from '../media/images';
import { rescaleCatalogue } from '../money';
import type { PageKey, PageRow, SinglePageRepository } from './single-page.repository';

/** What the activity log calls each page, and drafts and versions its kind. */
const PAGE_ENTITIES: Record<PageKey, Extract<ActivityEntity, ContentKind>> = {
  home: 'HomeData',
  about: 'AboutData',
  instructor: 'InstructorData',
};

/** A page's currency, when it has one (Home's; `DEFAULT_CURRENCY` for a Home saved without it). */
const currencyIn = (page: object): string =>
  'currency' in page && typeof page.currency === 'string' ? page.currency : DEFAULT_CURRENCY;

/**
 * What else a page's save changes, in its transaction: a new currency with other decimals keeps
 * the catalogue's prices at their numbers in the new minor unit.
 */
const ALSO_SAVED: Partial<Record<PageKey, (trx: Trx, before: object, after: object) => Promise<void>>> = {
  home: (trx, before, after) => rescaleCatalogue(trx, currencyIn(before), currencyIn(after)),
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
    return { ...this.empty, ...stored, ...toImageOut(row, this.images.urlOf) };
  }

  async get(): Promise<Fields & ImageOut & VersionFields> {
    const { db } = this.database;
    const [row, version] = await Promise.all([
      this.pages.find(this.key, db),
      versionFieldsOf(db, PAGE_ENTITIES[this.key], SINGLE_RECORD_ID),
    ]);
    return { ...this.toOut(row), ...version };
  }

  /** With `fromDraft`, the draft being published gives the picture (and goes with the save). */
  async update(
    input: Fields & { removeImage: boolean; expectedVersion?: number | undefined },
    upload: Upload | undefined,
    fromDraft?: FromDraft,
  ): Promise<Fields & ImageOut & VersionFields> {
    const image = await this.images.prepare(upload);
    const { removeImage, expectedVersion, ...fields } = input;
    const kind = PAGE_ENTITIES[this.key];
    return this.database.write(async (trx, hooks) => {
      const current = await this.pages.find(this.key, trx);
      const currentKey = current?.imageKey ?? null;
      const imageKey = image
        ? await this.images.save(trx, hooks, image)
        : fromDraft
          ? fromDraft.imageKey
          : removeImage
            ? null
            : currentKey;
      const saved = await recordLiveSave(trx, {
        kind,
        id: SINGLE_RECORD_ID,
        body: fields,
        imageKey,
        expectedVersion,
        fromDraft: fromDraft !== undefined,
        before: () => Promise.resolve({ record: this.toOut(current), imageKey: currentKey }),
      });
      await ALSO_SAVED[this.key]?.(trx, this.toOut(current), fields);
      await this.pages.save(trx, this.key, fields, imageKey);
      await recordActivity(trx, { action: fromDraft ? 'publish' : 'edit', entity: kind });
      if (imageKey !== currentKey) this.images.release(hooks, currentKey);
      for (const key of saved.released) this.images.release(hooks, key);
      return { ...this.toOut(await this.pages.find(this.key, trx)), ...saved.versionFields };
    });
  }
}
