import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Strings } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { i18nWrapper } from '../../../test/i18n-wrapper';
import { LanguageStatus } from './language-status';

function strings(language: Language): Strings {
  return JSON.parse(
    readFileSync(join(__dirname, '../../../../../shared/i18n', `${language}.json`), 'utf8'),
  ) as Strings;
}

/** `count` required texts, all filled in English and left empty in Arabic. */
function missingInArabic(count: number) {
  const specs = Array.from({ length: count }, (_, index) => ({ name: `text${index}`, required: true }));
  const values = Object.fromEntries(specs.map((spec) => [`${spec.name}En`, 'filled']));
  return { specs, values };
}

async function arabicLine(language: Language, count: number): Promise<string> {
  const wrapper = await i18nWrapper(strings(language), language);
  const { specs, values } = missingInArabic(count);
  const { unmount } = render(<LanguageStatus values={values} specs={specs} />, { wrapper });
  const text = screen.getAllByRole('listitem')[1]?.textContent ?? '';
  unmount();
  return text;
}

describe('LanguageStatus', () => {
  it('when fields are missing, then English says "field" or "fields" by the count', async () => {
    expect(await arabicLine('en', 1)).toBe('Arabic: 1 field missing');
    expect(await arabicLine('en', 3)).toBe('Arabic: 3 fields missing');
  });

  it('when fields are missing, then Arabic uses its own plural forms and digits', async () => {
    expect(await arabicLine('ar', 1)).toBe('العربية: حقل واحد ناقص');
    expect(await arabicLine('ar', 2)).toBe('العربية: حقلان ناقصان');
    expect(await arabicLine('ar', 3)).toBe('العربية: ٣ حقول ناقصة');
    expect(await arabicLine('ar', 11)).toBe('العربية: ١١ حقلًا ناقصًا');
    expect(await arabicLine('ar', 100)).toBe('العربية: ١٠٠ حقل ناقص');
  });
});
