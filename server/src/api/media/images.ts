import type { Kysely } from 'kysely';

import type { Trx, TxHooks } from '../db/database';
import type { DB } from '../db/schema';
import { IMAGE_OWNERS } from '../db/schema';
import type { Upload } from '../http/handler';
import { DecodeQueue } from './decode-queue';
import { processImage } from './image-pipeline';
import type { ProcessedImage } from './image-pipeline';
import type { MediaStore } from './media-store';
import type { PrivateLinks } from './private-links';

export interface ImageOut {
  imageUrl: string | null;
  imageSrcset: string | null;
}

/** The columns a repository selects from `images` (left-joined) to build `ImageOut`. */
export interface ImageColumns {
  mainFile: string | null;
  variants: string | null;
}

interface Variant {
  file: string;
  width: number;
}

/** Where answers link a stored file (`/api/media/<file>`, or the bucket's public origin). */
export type MediaUrl = (file: string) => string;

export function toImageOut({ mainFile, variants }: ImageColumns, urlOf: MediaUrl): ImageOut {
  if (!mainFile) return { imageUrl: null, imageSrcset: null };
  const list = JSON.parse(variants ?? '[]') as Variant[];
  return {
    imageUrl: urlOf(mainFile),
    imageSrcset: list.map((variant) => `${urlOf(variant.file)} ${variant.width}w`).join(', ') || null,
  };
}

/**
 * Pictures attached to records. Files are written before the row that names them and removed
 * again if that transaction fails; files a record no longer uses go only after the commit.
 */
export class Images {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: MediaStore,
    private readonly privateLinks: PrivateLinks,
  ) {}

  /** Where answers link a stored file. */
  readonly urlOf: MediaUrl = (file) => this.store.urlOf(file);

  /**
   * Where answers link a visitor's own picture (a custom cake's): a signed link under /api/media,
   * whatever the store, never the file's bare name.
   */
  readonly privateUrlOf: MediaUrl = (file) => this.privateLinks.urlOf(file);

  /**
   * Whether a stored file belongs to visitors' requests only, so that only a signed link serves it:
   * one of a custom cake's pictures that no page, draft or kept version also shows.
   */
  async isPrivate(file: string): Promise<boolean> {
    // The name is a hash and an extension (MEDIA_NAME): nothing in it is a pattern character.
    const row = await this.db
      .selectFrom('customCakePictures')
      .innerJoin('images', 'images.key', 'customCakePictures.imageKey')
      .select('images.key')
      .where((eb) => eb.or([eb('images.mainFile', '=', file), eb('images.variants', 'like', `%"${file}"%`)]))
      .executeTakeFirst();
    if (!row) return false;
    for (const table of IMAGE_OWNERS) {
      if (table === 'customCakePictures') continue;
      const used = await this.db
        .selectFrom(table)
        .select('imageKey')
        .where('imageKey', '=', row.key)
        .executeTakeFirst();
      if (used) return false;
    }
    return true;
  }

  /**
   * One picture decoded at a time, on a machine of two cores: the other stays with the requests
   * that read pages. A visitor's pictures wait behind at most four others.
   */
  private readonly decoding = new DecodeQueue(1, 4);

  /** Slow work (decoding, resizing) done before the write, outside any transaction, in its turn. */
  async prepare(upload: Upload | undefined): Promise<ProcessedImage | undefined> {
    return upload ? this.decoding.run(() => processImage(upload.bytes)) : undefined;
  }

  /** A visitor's pictures, decoded in their turn, or refused at once (503) while the line is long. */
  prepareVisitors(uploads: readonly Upload[]): Promise<ProcessedImage[]> {
    return this.decoding.runOrRefuse(async () => {
      const prepared: ProcessedImage[] = [];
      for (const upload of uploads) prepared.push(await processImage(upload.bytes));
      return prepared;
    });
  }

  async save(trx: Trx, hooks: TxHooks, image: ProcessedImage): Promise<string> {
    const written = await this.store.write(image.files);
    hooks.afterRollback(() => this.store.remove(written));
    const main = image.files[image.files.length - 1];
    if (!main) throw new Error('An image has at least one file');
    await trx
      .insertInto('images')
      .values({
        key: image.key,
        mainFile: main.name,
        variants: JSON.stringify(image.files.map(({ name, width }) => ({ file: name, width }))),
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    return image.key;
  }

  /** After the commit: if nothing uses the image any more, drop its row and its files. */
  release(hooks: TxHooks, key: string | null): void {
    if (!key) return;
    hooks.afterCommit(async () => {
      const files = await this.db.transaction().execute(async (trx) => {
        if (await isUsed(trx, key)) return [];
        const row = await trx
          .selectFrom('images')
          .select('variants')
          .where('key', '=', key)
          .executeTakeFirst();
        if (!row) return [];
        await trx.deleteFrom('images').where('key', '=', key).execute();
        return (JSON.parse(row.variants) as Variant[]).map((variant) => variant.file);
      });
      await this.store.remove(files);
    });
  }
}

/** True while any record, draft or kept version names the image (each an indexed or small lookup). */
async function isUsed(db: Trx, key: string): Promise<boolean> {
  for (const table of IMAGE_OWNERS) {
    const row = await db.selectFrom(table).select('imageKey').where('imageKey', '=', key).executeTakeFirst();
    if (row) return true;
  }
  return false;
}
