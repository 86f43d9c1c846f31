import type { Locator, Page } from '@playwright/test';

/**
 * What a reader sees with a Latin digit in it: text, and the placeholders, labels and titles read
 * aloud. Left out: what is written left to right on purpose (`dir="ltr"`: a phone, an e-mail, a
 * reference), what the visitor types (inputs), examples marked left to right in a sentence
 * (‎+971501234567‎) and codes that mix letters and digits (K7Q2-9MXD, JPEG, WebP).
 */
export function latinDigitsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = 'script, style, template, noscript, input, textarea, [dir="ltr"], [hidden]';
    const strip = (text: string) =>
      text
        .replace(/\u200e[^\u200e]*\u200e/g, '')
        // A reference is a code whatever its letters: 9338-AZBG as much as K7Q2-9MXD.
        .replace(/\b[0-9A-Z]{4}-[0-9A-Z]{4}\b/g, '')
        .replace(/\b[A-Za-z0-9]*[A-Za-z][A-Za-z0-9-]*\b/g, '');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (node.parentElement?.closest(skipped) || !/[0-9]/.test(strip(text))) continue;
      found.push(text.trim());
    }
    for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (element.closest('[dir="ltr"]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value && /[0-9]/.test(strip(value))) found.push(`${name}: ${value}`);
      }
    }
    return found;
  });
}

/** Text the reader sees with a middle dot in it (in Arabic, a dot between digits reads as a zero). */
export function middleDotsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (text.includes('·') && !node.parentElement?.closest('script, style, template'))
        found.push(text.trim());
    }
    return found;
  });
}

/**
 * Which way an arrow icon (an SVG chevron or arrow of one path) points on the screen, as drawn:
 * its path's middle (the tip) against its ends, through every transform the page applies, the
 * mirroring of a right-to-left page included.
 */
export function arrowPointing(icon: Locator): Promise<'left' | 'right'> {
  return icon.evaluate((svg) => {
    const path = svg.querySelector('path');
    const matrix = path?.getScreenCTM();
    if (!path || !matrix) throw new Error('not an SVG icon with a path');
    const at = (length: number) => {
      const point = path.getPointAtLength(length);
      return new DOMPoint(point.x, point.y).matrixTransform(matrix).x;
    };
    const total = path.getTotalLength();
    return at(total / 2) > (at(0) + at(total)) / 2 ? 'right' : 'left';
  });
}
