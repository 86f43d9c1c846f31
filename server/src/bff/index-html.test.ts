import { describe, expect, it } from 'vitest';

import { checkTemplate, renderDocument } from './index-html';

const template =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head><title>x</title></head><body><div id="root"></div></body></html>';
const built = template.replace(
  '</head>',
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/f.js"></head>',
);

describe('index.html rewriting', () => {
  it('writes lang and dir for Arabic and links the admin sheet before </head> of the browser app', () => {
    const html = renderDocument(template, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>x</title><link rel="stylesheet" href="/admin.css"></head>');
  });

  it('when a page was rendered, then its head tags replace the title and the page fills #root', () => {
    const html = renderDocument(template, 'en', {
      head: '<title>Cakes</title><meta name="description" content="d"/>',
      body: '<div class="site">Cakes</div>',
    });
    expect(html).toContain(
      '<head><link rel="stylesheet" href="/public.css"><title>Cakes</title><meta name="description" content="d"/></head>',
    );
    expect(html).toContain('<div id="root"><div class="site">Cakes</div></div>');
  });

  it("when a page was rendered, then none of the browser app's scripts or preloads are in it", () => {
    const html = renderDocument(built, 'en', { head: '<title>Cakes</title>', body: '' });
    expect(html).not.toContain('/assets/index.js');
    expect(html).not.toContain('modulepreload');
    // The shell keeps them: it is the browser app.
    expect(renderDocument(built, 'en')).toContain('/assets/index.js');
  });

  it('when the content holds `$&`-like text, then it is written as it is', () => {
    const html = renderDocument(template, 'en', { head: '', body: 'price $& $1' });
    expect(html).toContain('<div id="root">price $& $1</div>');
  });

  it('refuses a template without the contract <html> tag, naming what is missing', () => {
    expect(() => checkTemplate('<html><head></head></html>', 'index.html')).toThrow(
      /index.html must contain <html lang="en" dir="ltr">/,
    );
  });
});
