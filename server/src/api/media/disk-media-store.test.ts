import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { DiskMediaStore } from './disk-media-store';

const NAME = 'a1b2c3d4e5f6a1b2c3d4e5f6.webp';
const OTHER = 'ffffffffffffffffffffffff.png';

function freshStore(): DiskMediaStore {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cakeshop-media-'));
  return new DiskMediaStore(path.join(dataDir, 'media'));
}

afterEach(() => vi.restoreAllMocks());

/** The file-system calls the store makes, in order, each naming the path it acts on. */
function recordCalls(): string[] {
  const calls: string[] = [];
  const paths = new Map<number, string>();
  const open = fs.openSync.bind(fs);
  vi.spyOn(fs, 'openSync').mockImplementation((file, flags) => {
    const fd = open(file, flags);
    paths.set(fd, String(file));
    return fd;
  });
  const fsync = fs.fsyncSync.bind(fs);
  vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    calls.push(`fsync ${paths.get(fd)}`);
    fsync(fd);
  });
  const rename = fs.renameSync.bind(fs);
  vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
    calls.push(`rename ${String(from)} -> ${String(to)}`);
    rename(from, to);
  });
  return calls;
}

describe('the media store on disk', () => {
  it('when an image is stored, then its bytes are synced before it takes its name, and the directory after', async () => {
    const store = freshStore();
    const calls = recordCalls();

    expect(await store.write([{ name: NAME, bytes: Buffer.from('webp bytes') }])).toEqual([NAME]);

    const target = path.join(store.dir, NAME);
    const temp = `${target}.${process.pid}.tmp`;
    expect(calls).toEqual([`fsync ${temp}`, `rename ${temp} -> ${target}`, `fsync ${store.dir}`]);
    expect(fs.readFileSync(target, 'utf8')).toBe('webp bytes');
    expect(fs.readdirSync(store.dir)).toEqual([NAME]);
  });

  it('when the disk fails while syncing, then neither the file nor its temporary copy is left', async () => {
    const store = freshStore();
    const failing = Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
    const fsync = fs.fsyncSync.bind(fs);
    let syncs = 0;
    vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      syncs += 1;
      if (syncs === 2) throw failing; // the second file's bytes
      fsync(fd);
    });

    await expect(
      store.write([
        { name: NAME, bytes: Buffer.from('first') },
        { name: OTHER, bytes: Buffer.from('second') },
      ]),
    ).rejects.toThrow(failing);
    expect(fs.readdirSync(store.dir)).toEqual([]);
  });

  it('when a file is already there, then it is neither rewritten nor synced again', async () => {
    const store = freshStore();
    await store.write([{ name: NAME, bytes: Buffer.from('webp bytes') }]);
    const calls = recordCalls();
    expect(await store.write([{ name: NAME, bytes: Buffer.from('webp bytes') }])).toEqual([]);
    expect(calls).toEqual([]);
  });
});
