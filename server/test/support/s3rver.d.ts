/** s3rver ships no types: the part the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port, read from what `run` answers. */
    port?: number;
    silent?: boolean;
    /** Where it keeps the buckets' objects. */
    directory: string;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
