import { describe, expect, it } from 'vitest';

import { checkTemplate, renderDocument } from './index-html';

const template =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head><title>x</title></head><body><div id="root"></div></body></html>';

describe('index.html rewriting', () => {
  it('writes lang and dir for Arabic and links the area sheet before </head>', () => {
    const html = renderDocument(template, 'ar', 'admin');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(
      '<title>x</title><link rel="stylesheet" href="/admin.css" data-area-style></head>',
    );
  });

  it('when a page was rendered, then its head tags replace the title and the page and its data fill #root', () => {
    const html = renderDocument(template, 'en', 'public', {
      head: '<title>Cakes</title><meta name="description" content="d"/>',
      body: '<div class="site">Cakes</div>',
      state: '{"language":"en"}',
    });
    expect(html).toContain(
      '<head><link rel="stylesheet" href="/public.css" data-area-style><title>Cakes</title><meta name="description" content="d"/></head>',
    );
    expect(html).toContain(
      '<div id="root"><div class="site">Cakes</div></div><script type="application/json" id="app-state">{"language":"en"}</script>',
    );
  });

  it("when a page was rendered, then the sheet and its head tags come before the build's scripts", () => {
    const built = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/f.js"></head>',
    );
    const html = renderDocument(built, 'en', 'public', {
      head: '<title>Cakes</title><link rel="preload" as="image" href="/hero.webp" fetchpriority="high"/>',
      body: '',
      state: '{}',
    });
    const at = (text: string) => html.indexOf(text);
    expect(at('rel="stylesheet"')).toBeLessThan(at('<script type="module"'));
    expect(at('as="image"')).toBeLessThan(at('<script type="module"'));
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/f.js">');
  });

  it('when the content holds `$&`-like text, then it is written as it is', () => {
    const html = renderDocument(template, 'en', 'public', { head: '', body: 'price $& $1', state: '{}' });
    expect(html).toContain('<div id="root">price $& $1</div>');
  });

  it('refuses a template without the contract <html> tag, naming what is missing', () => {
    expect(() => checkTemplate('<html><head></head></html>', 'index.html')).toThrow(
      /index.html must contain <html lang="en" dir="ltr">/,
    );
  });
});
