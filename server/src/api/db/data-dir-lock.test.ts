import { afterEach, describe, expect, it } from 'vitest';

import { tempDataDir } from '../../../test/support/api';
import { DataDirBusyError, lockDataDir, type DataDirLock } from './data-dir-lock';

const held: DataDirLock[] = [];
const take = (dir: string, shared: boolean) => {
  const lock = lockDataDir(dir, shared);
  held.push(lock);
  return lock;
};
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
});

describe('the DATA_DIR lock', () => {
  it('when replicas share a DATA_DIR, then they run together, the first knowing it was alone', () => {
    const dir = tempDataDir();
    expect(take(dir, true).alone).toBe(true);
    expect(take(dir, true).alone).toBe(false);
    expect(take(dir, true).alone).toBe(false);
  });

  it('when replicas run, then a single server or a backup from the command line is refused, and the other way round', () => {
    const dir = tempDataDir();
    take(dir, true);
    expect(() => take(dir, false)).toThrow(DataDirBusyError);

    const other = tempDataDir();
    take(other, false);
    expect(() => take(other, true)).toThrow(DataDirBusyError);
  });

  it('when the last replica stops, then the directory is whole again', () => {
    const dir = tempDataDir();
    const replica = take(dir, true);
    replica.release();
    expect(take(dir, false).alone).toBe(true);
  });
});
