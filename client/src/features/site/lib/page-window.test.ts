import { describe, expect, it } from 'vitest';

import { GAP, pageWindow } from './page-window';

describe('the page links a pagination shows', () => {
  it('when there are few pages, then all of them', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('when there are many, then the first, the last and the neighbours of the current one, with gaps', () => {
    expect(pageWindow(1, 16_667)).toEqual([1, 2, GAP, 16_667]);
    expect(pageWindow(500, 16_667)).toEqual([1, GAP, 499, 500, 501, GAP, 16_667]);
    expect(pageWindow(16_667, 16_667)).toEqual([1, GAP, 16_666, 16_667]);
  });
});
