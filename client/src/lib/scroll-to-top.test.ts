// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { easeInOutQuad, SCROLL_DURATION_MS, SCROLL_TICK_MS, scrollToTop } from './scroll-to-top';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

describe('scroll to top', () => {
  it('eases in and out: half way at half time, ends at the target', () => {
    expect(easeInOutQuad(0, 800, -800, 650)).toBe(800);
    expect(easeInOutQuad(325, 800, -800, 650)).toBeCloseTo(400);
    expect(easeInOutQuad(650, 800, -800, 650)).toBeCloseTo(0);
  });

  it('when motion is fine, then it scrolls every 16 ms and reaches the top after 650 ms', () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(800);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToTop();
    vi.advanceTimersByTime(SCROLL_TICK_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    const calls = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(200);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('when the user prefers reduced motion, then it jumps at once', () => {
    prefersReducedMotion(true);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(800);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToTop();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
