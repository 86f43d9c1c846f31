import { describe, expect, it } from 'vitest';

import { checkTemplate, renderPage } from './index-html';

const template =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head><title>x</title></head><body></body></html>';

describe('index.html rewriting', () => {
  it('writes lang and dir for Arabic and links the area sheet before </head>', () => {
    const html = renderPage(template, 'ar', 'admin');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(
      '<title>x</title><link rel="stylesheet" href="/admin.css" data-area-style></head>',
    );
  });

  it('refuses a template without the contract <html> tag, naming what is missing', () => {
    expect(() => checkTemplate('<html><head></head></html>', 'index.html')).toThrow(
      /index.html must contain <html lang="en" dir="ltr">/,
    );
  });
});
