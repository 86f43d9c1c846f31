/**
 * Ends the current task: what follows runs in a new one, after the browser has had the chance to
 * handle input and paint. Long start-up work split this way never blocks a tap for long.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
