import type { Area } from '@cakeshop/shared/routes';

/** The BFF links the first area's sheet with this attribute; the client swaps it afterwards. */
export const AREA_STYLE_SELECTOR = 'link[data-area-style]';

export function areaStyleHref(area: Area): string {
  return area === 'admin' ? '/admin.css' : '/public.css';
}

/**
 * Makes the area's sheet the linked one. Resolves once it has loaded or failed (a failed sheet
 * must not leave the spinner up); the old sheet stays until then, so nothing renders unstyled.
 */
export function swapAreaStyle(area: Area, doc: Document = document): Promise<void> {
  const href = areaStyleHref(area);
  const current = doc.querySelector<HTMLLinkElement>(AREA_STYLE_SELECTOR);
  if (current?.getAttribute('href') === href) return Promise.resolve();
  return new Promise((resolve) => {
    const next = doc.createElement('link');
    next.rel = 'stylesheet';
    next.href = href;
    next.setAttribute('data-area-style', '');
    const done = (): void => {
      doc.querySelectorAll(AREA_STYLE_SELECTOR).forEach((link) => {
        if (link !== next) link.remove();
      });
      resolve();
    };
    next.addEventListener('load', done, { once: true });
    next.addEventListener('error', done, { once: true });
    doc.head.append(next);
  });
}
