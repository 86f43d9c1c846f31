import { STATE_ELEMENT_ID } from './rendered-state';
import { yieldToBrowser } from '../lib/yield-to-browser';

/** Long enough for the pictures on a slow link; short enough that a stalled one never keeps the page inert. */
const LIMIT_MS = 4000;

function settled(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/** After the next frame is painted: a rAF callback runs just before the paint, a task after it. */
function nextPaint(): Promise<void> {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(yieldToBrowser);
}

/**
 * Resolves once the pictures a rendered page fetches first (`fetchpriority="high"`: the hero,
 * the first cards) have arrived, or failed, and been painted; at once for the shell, which has
 * nothing on screen yet; after LIMIT_MS at the latest, also in a background tab, where no frame
 * is painted.
 */
export function afterFirstPictures(doc: Document): Promise<void> {
  if (!doc.getElementById(STATE_ELEMENT_ID)) return Promise.resolve();
  const pictures = [...doc.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  const painted = Promise.all(pictures.map(settled)).then(nextPaint);
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, LIMIT_MS))]);
}
