import type { Area } from '@cakeshop/shared/routes';

/** The BFF links the first area's sheet with this attribute; the client swaps it afterwards. */
export const AREA_STYLE_SELECTOR = 'link[data-area-style]';

export function areaStyleHref(area: Area): string {
  return area === 'admin' ? '/admin.css' : '/public.css';
}

function keepOnly(doc: Document, keep: HTMLLinkElement): void {
  doc.querySelectorAll(AREA_STYLE_SELECTOR).forEach((link) => {
    if (link !== keep) link.remove();
  });
}

/**
 * Makes the area's sheet the linked one. Resolves once it has loaded or failed (a failed sheet
 * must not leave the spinner up); the old sheet stays until then, so nothing renders unstyled.
 * A swap already under way to the same sheet is joined rather than started twice.
 */
export function swapAreaStyle(area: Area, doc: Document = document): Promise<void> {
  const href = areaStyleHref(area);
  const links = [...doc.querySelectorAll<HTMLLinkElement>(AREA_STYLE_SELECTOR)];
  const existing = links.find((link) => link.getAttribute('href') === href);
  if (existing && (links.length === 1 || existing.sheet)) {
    keepOnly(doc, existing);
    return Promise.resolve();
  }
  const next = existing ?? doc.createElement('link');
  if (!existing) {
    next.rel = 'stylesheet';
    next.href = href;
    next.setAttribute('data-area-style', '');
  }
  return new Promise((resolve) => {
    const done = (): void => {
      keepOnly(doc, next);
      resolve();
    };
    next.addEventListener('load', done, { once: true });
    next.addEventListener('error', done, { once: true });
    if (!existing) doc.head.append(next);
  });
}
