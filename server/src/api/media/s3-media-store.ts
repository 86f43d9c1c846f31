import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type * as Sdk from '@aws-sdk/client-s3';

import { contentTypeOf, MEDIA_CACHE_CONTROL, MEDIA_NAME, MEDIA_URL_PREFIX } from './media-store';
import type { MediaStore, StoredPicture } from './media-store';

/** The bucket the pictures are kept in (S3_* settings), and where visitors fetch them from. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; AWS's own when unset. */
  endpoint?: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what most local servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The bucket's public origin (IMAGE_ORIGINS): answers link pictures there instead of /api/media. */
  publicOrigin?: string;
}

/** Requests to the bucket at once when many files move (a backup, a restore). */
const PARALLEL = 8;

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Runs `work` on every item, at most PARALLEL at once. The first failure stops what has not begun
 * and is thrown once what had begun is over, so a clean-up after it sees everything done.
 */
async function eachInTurn<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
  const failure = lanes.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * The pictures in an S3-compatible bucket, one object per file, named as on disk, at the bucket's
 * root. Objects whose keys are not picture names are never touched.
 */
export class S3MediaStore implements MediaStore {
  private constructor(
    private readonly sdk: typeof Sdk,
    private readonly client: Sdk.S3Client,
    private readonly settings: S3Settings,
  ) {}

  /**
   * Connects and checks the bucket answers, so a wrong setting stops start-up with its reason.
   * The SDK is loaded only then: a site without a bucket never spends the time and memory on it.
   */
  static async connect(settings: S3Settings): Promise<S3MediaStore> {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 demands them: many S3-compatible servers refuse the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that stops answering must not hold the write queue for ever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }));
    } catch (error) {
      client.destroy();
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const where = settings.endpoint ?? `AWS ${settings.region}`;
      throw new Error(
        `The pictures' bucket S3_BUCKET=${settings.bucket} at ${where} cannot be used (${reason})`,
        {
          cause: error,
        },
      );
    }
    return new S3MediaStore(sdk, client, settings);
  }

  urlOf(name: string): string {
    const origin = this.settings.publicOrigin;
    return origin ? `${origin}/${name}` : MEDIA_URL_PREFIX + name;
  }

  private async has(name: string): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** S3 answers a PUT once the object is stored durably: nothing more to wait for. */
  private async put(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: name,
        Body: bytes,
        ContentType: contentTypeOf(name),
        // What visitors get when they fetch it from the bucket's own origin.
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  /** Puts each file whose name is not in the bucket yet; on a failure, removes those it put. */
  private async putNew(files: { name: string; read: () => Promise<Buffer> }[]): Promise<string[]> {
    const added: string[] = [];
    try {
      await eachInTurn(
        files.filter((file) => MEDIA_NAME.test(file.name)),
        async ({ name, read }) => {
          if (await this.has(name)) return;
          await this.put(name, await read());
          added.push(name);
        },
      );
    } catch (error) {
      // The failure that stopped it is the one to report, not a clean-up's own.
      await this.remove(added).catch(() => undefined);
      throw error;
    }
    return added;
  }

  write(files: { name: string; bytes: Buffer }[]): Promise<string[]> {
    return this.putNew(files.map(({ name, bytes }) => ({ name, read: () => Promise.resolve(bytes) })));
  }

  adopt(dir: string, names: string[]): Promise<string[]> {
    return this.putNew(
      names.map((name) => ({ name, read: () => fs.promises.readFile(path.join(dir, name)) })),
    );
  }

  async open(name: string): Promise<StoredPicture | undefined> {
    if (!MEDIA_NAME.test(name)) return undefined;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: name }),
      );
      return { stream: object.Body as Readable, size: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async copyTo(dir: string, names: string[]): Promise<void> {
    await eachInTurn(names, async (name) => {
      const picture = await this.open(name);
      if (!picture || !('stream' in picture)) throw new Error(`The bucket has no picture ${name}`);
      await pipeline(picture.stream, fs.createWriteStream(path.join(dir, name), { flags: 'wx' }));
    });
  }

  async removeAllBut(keep: ReadonlySet<string>): Promise<void> {
    const gone: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }),
      );
      for (const { Key } of page.Contents ?? []) if (Key && !keep.has(Key)) gone.push(Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    await this.remove(gone);
  }

  /** One DELETE per file: DeleteObjects needs a checksum that some S3-compatible servers reject. */
  async remove(names: string[]): Promise<void> {
    await eachInTurn(
      names.filter((name) => MEDIA_NAME.test(name)),
      async (name) => {
        await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      },
    );
  }

  close(): void {
    this.client.destroy();
  }
}
