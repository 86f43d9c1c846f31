/** The original's scroll-to-top: 650 ms, easeInOutQuad, one step every 16 ms. */
export const SCROLL_DURATION_MS = 650;
export const SCROLL_TICK_MS = 16;

export function easeInOutQuad(t: number, start: number, change: number, duration: number): number {
  let time = t / (duration / 2);
  if (time < 1) return (change / 2) * time * time + start;
  time -= 1;
  return (-change / 2) * (time * (time - 2) - 1) + start;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window to the top; returns a function that stops the animation. */
export function scrollToTop(): () => void {
  const start = window.scrollY;
  if (start === 0) return () => undefined;
  if (prefersReducedMotion()) {
    window.scrollTo(0, 0);
    return () => undefined;
  }
  let elapsed = 0;
  const timer = setInterval(() => {
    elapsed += SCROLL_TICK_MS;
    window.scrollTo(
      0,
      easeInOutQuad(Math.min(elapsed, SCROLL_DURATION_MS), start, -start, SCROLL_DURATION_MS),
    );
    if (elapsed >= SCROLL_DURATION_MS) clearInterval(timer);
  }, SCROLL_TICK_MS);
  return () => clearInterval(timer);
}
