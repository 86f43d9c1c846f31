import { describe, expect, it } from 'vitest';

import { PageAnchors } from './page-anchors';

/** A list of ids, newest first, read the way the repository reads it. */
function listOf(ids: number[]) {
  let reads = 0;
  const idAfter = (from: number | undefined, skip: number) => {
    reads += 1;
    const start = from === undefined ? 0 : ids.indexOf(from);
    return Promise.resolve(ids[start + skip]);
  };
  return { idAfter, reads: () => reads };
}

describe('page anchors', () => {
  const ids = Array.from({ length: 25 }, (_unused, i) => 100 - i * 2);

  it('when the offset is within the first step, then the page starts at the top', async () => {
    const list = listOf(ids);
    expect(await new PageAnchors(10).nearest('', 9, list.idAfter)).toEqual({ position: 0, id: undefined });
    expect(list.reads()).toBe(0);
  });

  it('when a deep offset is asked, then the nearest anchor is the id at that position', async () => {
    const list = listOf(ids);
    expect(await new PageAnchors(10).nearest('', 23, list.idAfter)).toEqual({ position: 20, id: ids[20] });
  });

  it('when the same list is read again, then the anchors are not worked out again', async () => {
    const anchors = new PageAnchors(10);
    const list = listOf(ids);
    await anchors.nearest('', 23, list.idAfter);
    const first = list.reads();
    await anchors.nearest('', 21, list.idAfter);
    expect(list.reads()).toBe(first);
  });

  it('when a shallower page follows a deeper one, then it starts from its own nearest anchor', async () => {
    const anchors = new PageAnchors(10);
    await anchors.nearest('', 23, listOf(ids).idAfter);
    expect(await anchors.nearest('', 15, listOf(ids).idAfter)).toEqual({ position: 10, id: ids[10] });
  });

  it('when the table was written, then the anchors are worked out again', async () => {
    const anchors = new PageAnchors(10);
    await anchors.nearest('', 23, listOf(ids).idAfter);
    anchors.invalidate();
    const shorter = ids.slice(1);
    expect(await anchors.nearest('', 23, listOf(shorter).idAfter)).toEqual({ position: 20, id: shorter[20] });
  });

  it('when a write lands while anchors are worked out, then they are used once but not kept', async () => {
    const anchors = new PageAnchors(10);
    const list = listOf(ids);
    await anchors.nearest('', 23, async (from, skip) => {
      anchors.invalidate();
      return list.idAfter(from, skip);
    });
    const again = listOf(ids);
    await anchors.nearest('', 23, again.idAfter);
    expect(again.reads()).toBe(2);
  });

  it('when the list is shorter than the offset, then the last anchor is the nearest', async () => {
    expect(await new PageAnchors(10).nearest('', 95, listOf(ids).idAfter)).toEqual({
      position: 20,
      id: ids[20],
    });
  });

  it('keeps each filter’s list apart', async () => {
    const anchors = new PageAnchors(10);
    await anchors.nearest('', 23, listOf(ids).idAfter);
    const odd = ids.map((id) => id - 1);
    expect(await anchors.nearest('3', 12, listOf(odd).idAfter)).toEqual({ position: 10, id: odd[10] });
  });
});
