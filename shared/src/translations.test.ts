import { describe, expect, it } from 'vitest';

import arStrings from '../i18n/ar.json';
import enStrings from '../i18n/en.json';

type Tree = { [key: string]: string | Tree };

const load = (language: 'en' | 'ar'): Tree => (language === 'en' ? enStrings : arStrings);

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/**
 * i18next plural forms follow each language's rules: English has `_one` / `_other`, Arabic
 * `_zero` / `_one` / `_two` / `_few` / `_many` / `_other`. Keys are compared without the suffix.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;

function grouped(tree: Tree): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, value] of entries(tree)) {
    const base = key.replace(PLURAL, '');
    groups.set(base, [...(groups.get(base) ?? []), value]);
  }
  return groups;
}

function placeholders(texts: string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? ''));
  return [...new Set(names)].sort();
}

describe('translations', () => {
  const en = load('en');
  const ar = load('ar');
  const enGroups = grouped(en);
  const arGroups = grouped(ar);

  it('when a key exists in English, then Arabic has it too, and no other', () => {
    expect([...arGroups.keys()].sort()).toEqual([...enGroups.keys()].sort());
  });

  it('when English has plural forms, then Arabic has all six of its own', () => {
    const arabicForms = new Set(entries(ar).map(([key]) => key));
    for (const [key] of entries(en)) {
      if (!PLURAL.test(key)) continue;
      const base = key.replace(PLURAL, '');
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(arabicForms.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
      }
    }
  });

  it('when a string interpolates values, then Arabic uses only the values English passes', () => {
    for (const [base, texts] of enGroups) {
      const english = placeholders(texts);
      const arabic = placeholders(arGroups.get(base) ?? []);
      // Arabic plural forms may spell the number out ("كيكة واحدة"), dropping {{count}}.
      const plural = texts.length > 1 || (arGroups.get(base)?.length ?? 0) > 1;
      if (plural)
        expect(
          arabic.filter((name) => !english.includes(name)),
          base,
        ).toEqual([]);
      else expect(arabic, base).toEqual(english);
    }
  });

  it('when an Arabic string holds a number, then it takes it as a value (written in Arabic-Indic digits), never as a Latin digit', () => {
    for (const [key, value] of entries(ar)) {
      // Written as typed: an example marked left to right (‎+971501234567‎), a code (K7Q2-9MXD).
      const text = value.replace(/\u200e[^\u200e]*\u200e/g, '').replace(/\b[A-Z0-9]*[A-Z][A-Z0-9-]*\b/g, '');
      expect(text, key).not.toMatch(/[0-9]/);
    }
  });

  it('when a string is translated, then it is not empty', () => {
    for (const [key, value] of [...entries(en), ...entries(ar)]) expect(value.trim(), key).not.toBe('');
  });

  it('has the sections each feature owns', () => {
    expect(Object.keys(en)).toEqual([
      'common',
      'shell',
      'account',
      'notFound',
      'dashboard',
      'site',
      'notices',
      'invoices',
    ]);
  });
});
