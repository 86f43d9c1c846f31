import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Cake } from '@cakeshop/shared';
import S3rver from 's3rver';

import type { S3Settings } from '../../src/api/media/s3-media-store';

/** Every file an answer names for a picture: the main one and each width of its srcset. */
export function filesOf(cake: Pick<Cake, 'imageUrl' | 'imageSrcset'>): string[] {
  const urls = [
    cake.imageUrl ?? '',
    ...(cake.imageSrcset ?? '').split(', ').map((entry) => entry.split(' ')[0]),
  ];
  return [...new Set(urls.map((url) => url?.split('/').pop() ?? ''))].sort();
}

interface StoredObject {
  bytes: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface LocalS3 {
  /** A new empty bucket on this server, and the settings that point a store at it. */
  bucket(overrides?: Partial<S3Settings>): Promise<S3Settings>;
  /** The keys in a bucket, sorted. */
  keys(bucket: string): Promise<string[]>;
  object(bucket: string, key: string): Promise<StoredObject>;
  stop(): Promise<void>;
}

const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let buckets = 0;

/**
 * A real S3-compatible server (s3rver: pure JavaScript, its objects in a temporary directory) on
 * a free port of 127.0.0.1, and a client of its own to look into it as an operator would.
 */
export async function startS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cakeshop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  return {
    async bucket(overrides = {}) {
      buckets += 1;
      const bucket = `pictures-${process.pid}-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS, ...overrides };
    },
    async keys(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async object(bucket, key) {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        bytes: Buffer.from(await got.Body!.transformToByteArray()),
        contentType: got.ContentType,
        cacheControl: got.CacheControl,
      };
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
