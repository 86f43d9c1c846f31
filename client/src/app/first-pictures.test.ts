import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterFirstPictures } from './first-pictures';
import { STATE_ELEMENT_ID } from './rendered-state';

/** A document as the server renders it: the page in #root, its data block, and `pictures`. */
function renderedPage(pictures: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root">${pictures}</div><script type="application/json" id="${STATE_ELEMENT_ID}">{}</script>`;
  return doc;
}

/** Marks the picture as not yet arrived (jsdom loads no images, so it would count as complete). */
function pending(doc: Document, selector: string): HTMLImageElement {
  const picture = doc.querySelector<HTMLImageElement>(selector);
  if (!picture) throw new Error(`no ${selector}`);
  Object.defineProperty(picture, 'complete', { value: false });
  return picture;
}

/** Whether the promise has settled once the tasks and frames queued so far have run. */
async function settles(promise: Promise<void>, ms = 50): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
}

afterEach(() => vi.useRealTimers());

describe('when the app starts on a page', () => {
  it('when the page is the bare shell (the dashboard), then it starts at once', async () => {
    const doc = document.implementation.createHTMLDocument('shell');
    doc.body.innerHTML = '<div id="root"></div>';
    expect(await settles(afterFirstPictures(doc), 0)).toBe(true);
  });

  it('when a rendered page has first pictures, then it waits for them to arrive, then for a frame', async () => {
    const doc = renderedPage(
      '<img fetchpriority="high" class="hero" src="/a.webp"><img fetchpriority="high" class="card" src="/b.webp"><img class="later" src="/c.webp">',
    );
    const hero = pending(doc, '.hero');
    const card = pending(doc, '.card');
    pending(doc, '.later');
    const started = afterFirstPictures(doc);
    hero.dispatchEvent(new Event('load'));
    expect(await settles(started)).toBe(false);
    // A picture that fails to load counts as done: it will not get any better.
    card.dispatchEvent(new Event('error'));
    // The lazy picture further down is not waited for.
    expect(await settles(started)).toBe(true);
  });

  it('when a first picture never arrives, then the app starts after four seconds anyway', async () => {
    vi.useFakeTimers();
    const doc = renderedPage('<img fetchpriority="high" class="hero" src="/a.webp">');
    pending(doc, '.hero');
    let started = false;
    void afterFirstPictures(doc).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(3_900);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toBe(true);
  });
});
