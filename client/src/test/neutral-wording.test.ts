import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function texts(language: string): [string, string][] {
  const walk = (tree: Tree, prefix: string): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : walk(value, `${prefix}${key}.`),
    );
  const file = join(__dirname, '../../../shared/i18n', `${language}.json`);
  return walk(JSON.parse(readFileSync(file, 'utf8')) as Tree, '');
}

/**
 * The owner may present any instructor, so the interface never assumes one: no masculine or
 * feminine word for the instructor, no "her"/"his" (the seeded instructor's own texts are content,
 * not interface).
 */
describe('wording about the instructor', () => {
  it('when Arabic names the instructor, then it uses no gendered form', () => {
    const gendered = /مدرّب|مدرب|معلّم|معلم|هيئة التدريس|قصتها|دوراتها|قصته|دوراته/;
    const found = texts('ar').filter(([, text]) => gendered.test(text));
    expect(found).toEqual([]);
  });

  it('when English speaks of the instructor, then it says neither "her" nor "his"', () => {
    const found = texts('en').filter(([, text]) => /\b(her|his|she|he)\b/i.test(text));
    expect(found).toEqual([]);
  });
});
