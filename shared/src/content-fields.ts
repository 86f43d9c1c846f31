import * as z from 'zod';

import type { ContentKind } from './content';
import { REQUEST_FIELDS } from './content';
import { EDIT_SCHEMAS, RECORD_SCHEMAS } from './content-schemas';
import { maxLengthOf, optionalText } from './fields';

/**
 * What a kind's draft holds and needs, read from the kind's own Edit row, so a field added to a
 * record (a cake's sizes) is drafted, versioned and compared with no code of its own here.
 */

type Fields = Record<string, unknown>;

/** The body schema of the kind's Edit (or Update) row. */
export function editSchemaOf(kind: ContentKind): z.ZodObject {
  return EDIT_SCHEMAS[kind];
}

/** The response schema of the kind's read of one record. */
export function recordSchemaOf(kind: ContentKind): z.ZodObject {
  return RECORD_SCHEMAS[kind];
}

/** The record's own fields, as its Edit row names them (not `id`, `expectedVersion`, `removeImage`). */
export function draftFieldNames(kind: ContentKind): string[] {
  return Object.keys(editSchemaOf(kind).shape).filter((name) => !REQUEST_FIELDS.includes(name));
}

export interface BilingualPair {
  /** `name` for `nameEn` / `nameAr`. */
  name: string;
  /** The record cannot be published while either language of it is empty. */
  required: boolean;
}

/** The texts a record has in both languages, in the Edit row's order. */
export function bilingualPairs(kind: ContentKind): BilingualPair[] {
  const shape = editSchemaOf(kind).shape as Record<string, z.ZodType>;
  return Object.keys(shape).flatMap((key) => {
    const name = key.slice(0, -2);
    if (!key.endsWith('En') || !(`${name}Ar` in shape)) return [];
    return [{ name, required: !shape[key]?.safeParse('').success }];
  });
}

/**
 * The Edit row's fields with every required text allowed to be empty: a draft may wait for its
 * Arabic (or English) while everything else is checked as the Edit row checks it.
 */
export function draftSchemaOf(kind: ContentKind): z.ZodObject {
  const edit = editSchemaOf(kind);
  const shape = Object.fromEntries(
    Object.entries(edit.shape as Record<string, z.ZodType>).filter(
      ([name]) => !REQUEST_FIELDS.includes(name),
    ),
  );
  for (const { name, required } of bilingualPairs(kind)) {
    if (!required) continue;
    for (const key of [`${name}En`, `${name}Ar`]) shape[key] = optionalText(maxLengthOf(edit, key) ?? 10_000);
  }
  return z.object(shape);
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The fields each language lacks: required and empty, or (with `oneSided`) filled in the other
 * language only, which the other language's visitors would see in its place.
 */
export function missingFields(
  kind: ContentKind,
  fields: Fields,
  oneSided = true,
): { missingEn: string[]; missingAr: string[] } {
  const missingEn: string[] = [];
  const missingAr: string[] = [];
  for (const { name, required } of bilingualPairs(kind)) {
    const en = filled(fields[`${name}En`]);
    const ar = filled(fields[`${name}Ar`]);
    if (!en && (required || (oneSided && ar))) missingEn.push(`${name}En`);
    if (!ar && (required || (oneSided && en))) missingAr.push(`${name}Ar`);
  }
  return { missingEn, missingAr };
}

/** The record's fields in its Edit row's terms, from what a read answered (a version's baseline). */
export function editFieldsOf(kind: ContentKind, record: Fields): Fields {
  return Object.fromEntries(
    draftFieldNames(kind).flatMap((name) => (name in record ? [[name, record[name]]] : [])),
  );
}

/**
 * A drafted list as a read answers it: an item the draft adds (a cake's new size) has no id yet,
 * where the read's items have one, so it gets one of its own (negative, never a stored one).
 */
function withItemIds(drafted: unknown, live: unknown): unknown {
  const hasIds = (item: unknown) => typeof item === 'object' && item !== null && 'id' in item;
  if (!Array.isArray(drafted) || !Array.isArray(live) || !live.some(hasIds)) return drafted;
  return drafted.map((item: unknown, index) =>
    typeof item === 'object' && item !== null && !hasIds(item) ? { ...item, id: -(index + 1) } : item,
  );
}

/** What the kind's reads answer for a record whose fields are the draft's (its live answer beneath). */
export function recordWithFields(kind: ContentKind, live: Fields, fields: Fields): Fields {
  const answered = Object.keys(recordSchemaOf(kind).shape);
  return {
    ...live,
    ...Object.fromEntries(
      answered.flatMap((name) => (name in fields ? [[name, withItemIds(fields[name], live[name])]] : [])),
    ),
  };
}

/** A record's name as drafted: its first text in each language. */
export function titleOf(kind: ContentKind, fields: Fields): { titleEn: string; titleAr: string } {
  const [first] = bilingualPairs(kind);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return first
    ? { titleEn: text(fields[`${first.name}En`]), titleAr: text(fields[`${first.name}Ar`]) }
    : { titleEn: '', titleAr: '' };
}
