import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function load(language: string): Tree {
  return JSON.parse(
    readFileSync(join(__dirname, '../../public/assets/i18n', `${language}.json`), 'utf8'),
  ) as Tree;
}

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translations', () => {
  const en = load('en');
  const ar = load('ar');

  it('when a key exists in English, then Arabic has it too, and no other', () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
  });

  it('when a string interpolates values, then both languages use the same placeholders', () => {
    const lookup = (tree: Tree, key: string): string =>
      key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part] ?? '', tree) as string;
    for (const key of keysOf(en)) {
      expect(placeholders(lookup(ar, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('when a string is translated, then it is not empty', () => {
    for (const tree of [en, ar]) {
      for (const key of keysOf(tree)) {
        const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part] ?? '', tree);
        expect(String(value).trim(), key).not.toBe('');
      }
    }
  });

  it('has the sections each feature owns', () => {
    expect(Object.keys(en)).toEqual(['common', 'shell', 'account', 'notFound', 'dashboard', 'site']);
  });
});
