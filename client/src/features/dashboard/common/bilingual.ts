import { maxLengthOf } from '@cakeshop/shared';
import type { z } from 'zod';

import type { TranslationKey } from '../../../lib/route-handle';

export type LanguageSuffix = 'En' | 'Ar';

export interface BilingualSpec {
  /** The base name: `name` for `nameEn` / `nameAr`. */
  name: string;
  required?: boolean;
}

/** One text of a form in both languages, as the form lists it. */
export interface BilingualFieldSpec extends BilingualSpec {
  label: TranslationKey;
  multiline?: boolean;
  /** The longest text the contract takes (read from the schema by `withLimits`). */
  max?: number | undefined;
}

/** The form's texts with the contract's own limits, read from the input schema (`nameEn`'s for `name`). */
export function withLimits<S extends z.ZodObject>(
  schema: S,
  specs: readonly Omit<BilingualFieldSpec, 'max'>[],
): BilingualFieldSpec[] {
  return specs.map((spec) => ({ ...spec, max: maxLengthOf(schema, `${spec.name}En`) }));
}

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * How many fields each language still lacks: a required field left empty, or a field filled in
 * one language only (the other language's visitors would see the fallback).
 */
export function missingByLanguage(
  values: Record<string, unknown>,
  specs: readonly BilingualSpec[],
): Record<LanguageSuffix, number> {
  const missing: Record<LanguageSuffix, number> = { En: 0, Ar: 0 };
  for (const spec of specs) {
    const en = filled(values[`${spec.name}En`]);
    const ar = filled(values[`${spec.name}Ar`]);
    if (!en && (spec.required || ar)) missing.En += 1;
    if (!ar && (spec.required || en)) missing.Ar += 1;
  }
  return missing;
}
