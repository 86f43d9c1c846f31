/**
 * Deep pages without deep skips. SQLite finds page 5,000 of a list by stepping over 60,000 index
 * entries (OFFSET cannot jump), about 1 ms of a synchronous process per request. So every
 * `step`-th id of a list is remembered: a page then starts from the nearest remembered id
 * (`id <= anchor`) and skips fewer than `step` entries. The ids are worked out once, in steps of
 * `step` entries, and forgotten whenever the table is written.
 */
export class PageAnchors {
  /** Per list (its filter), anchors[i] = the id at position (i + 1) × step, newest first. */
  private readonly lists = new Map<string, number[]>();
  /** Bumped by every write, so anchors worked out across a write are never kept. */
  private generation = 0;

  constructor(readonly step = 1000) {}

  invalidate(): void {
    this.generation += 1;
    this.lists.clear();
  }

  /**
   * The nearest anchor at or before `offset` in the list named `key`: its position, and its id
   * (none at position 0, the top). `idAfter(from, skip)` reads the id `skip` entries past `from`
   * (or past the top), or undefined past the end.
   */
  async nearest(
    key: string,
    offset: number,
    idAfter: (from: number | undefined, skip: number) => Promise<number | undefined>,
  ): Promise<{ position: number; id: number | undefined }> {
    const wanted = Math.floor(offset / this.step);
    if (wanted === 0) return { position: 0, id: undefined };
    const generation = this.generation;
    const anchors = [...(this.lists.get(key) ?? [])];
    while (anchors.length < wanted) {
      const next = await idAfter(anchors.at(-1), this.step);
      if (next === undefined) break;
      anchors.push(next);
    }
    if (generation === this.generation) this.lists.set(key, anchors);
    const reached = Math.min(wanted, anchors.length);
    return reached === 0
      ? { position: 0, id: undefined }
      : { position: reached * this.step, id: anchors[reached - 1] };
  }
}
