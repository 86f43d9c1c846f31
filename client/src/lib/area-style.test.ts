import { afterEach, describe, expect, it } from 'vitest';

import { AREA_STYLE_SELECTOR, swapAreaStyle } from './area-style';

function linked(): string[] {
  return [...document.querySelectorAll(AREA_STYLE_SELECTOR)].map((link) => link.getAttribute('href') ?? '');
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('area style sheets', () => {
  it('when the linked sheet is already the area one, then nothing changes', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/public.css" data-area-style>';
    await swapAreaStyle('public');
    expect(linked()).toEqual(['/public.css']);
  });

  it('when the area changes, then the new sheet is added and the old one removed once it loaded', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/public.css" data-area-style>';
    const done = swapAreaStyle('admin');
    expect(linked()).toEqual(['/public.css', '/admin.css']);
    document.querySelector('link[href="/admin.css"]')?.dispatchEvent(new Event('load'));
    await done;
    expect(linked()).toEqual(['/admin.css']);
  });

  it('when the new sheet fails, then the swap still finishes (the spinner must not stay)', async () => {
    const done = swapAreaStyle('public');
    document.querySelector('link[href="/public.css"]')?.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });
});

describe('area style sheets, swapped twice in a row', () => {
  it('when a swap to the same sheet is under way, then it is joined, not started again', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/public.css" data-area-style>';
    const first = swapAreaStyle('admin');
    const second = swapAreaStyle('admin');
    expect(linked()).toEqual(['/public.css', '/admin.css']);
    document.querySelector('link[href="/admin.css"]')?.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(linked()).toEqual(['/admin.css']);
  });
});
