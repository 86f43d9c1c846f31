import type { ContentKind } from '@cakeshop/shared';
import { bilingualPairs, draftFieldNames } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { cakeCategoriesQuery } from '../../../api/cake-category';
import { categoriesQuery } from '../../../api/category';
import { branchesQuery } from '../../../api/contact';
import { formatPlainNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { useFieldLabel } from './field-labels';

type Fields = Record<string, unknown>;
type Named = { nameEn: string; nameAr: string };

interface Row {
  name: string;
  /** The language of a text in both languages, for its `lang` and direction. */
  lang?: 'en' | 'ar';
}

/** Every field of the kind's Edit row, a text in both languages as its English then its Arabic. */
function rowsOf(kind: ContentKind): Row[] {
  const pairs = new Set(bilingualPairs(kind).map((pair) => pair.name));
  return draftFieldNames(kind).flatMap((name): Row[] => {
    const base = name.slice(0, -2);
    if (pairs.has(base) && name.endsWith('En')) return [{ name, lang: 'en' }];
    if (pairs.has(base) && name.endsWith('Ar')) return [{ name, lang: 'ar' }];
    return [{ name }];
  });
}

/** The fields of a list's items (a size, a flavour) in the order the form shows them; others after. */
const ITEM_ORDER = ['labelEn', 'labelAr', 'nameEn', 'nameAr', 'price', 'servingsFrom', 'servingsTo'];

/**
 * An item's fields in ITEM_ORDER, without the empty ones, nor its id: `id` as a record reads it,
 * `sizeId` or `flavourId` as the form keeps it (the list's own `id` is the form library's).
 */
function itemEntries(item: object): [string, unknown][] {
  const rank = (key: string) => (ITEM_ORDER.includes(key) ? ITEM_ORDER.indexOf(key) : ITEM_ORDER.length);
  return Object.entries(item)
    .filter(([key, value]) => key !== 'id' && !key.endsWith('Id') && textOf(value) !== '')
    .sort(([a], [b]) => rank(a) - rank(b));
}

/** A field's value as text, the same whether it came from a form (text) or a record (typed). */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return itemsOf(value).join('\n');
  return JSON.stringify(value);
}

/**
 * A list's items as text (a cake's sizes, flavours): each item's fields in one order, names
 * included, so a size typed in the form and the same size read back compare equal.
 */
function itemsOf(list: unknown[]): string[] {
  return list.map((item) =>
    item !== null && typeof item === 'object'
      ? itemEntries(item)
          .map(([key, inner]) => `${key}=${textOf(inner)}`)
          .join(';')
      : textOf(item),
  );
}

interface FieldCompareProps {
  kind: ContentKind;
  left: { label: string; fields: Fields };
  right: { label: string; fields: Fields };
}

/**
 * Two versions of a record side by side, field by field (each text in English and in Arabic),
 * the fields that differ marked. On a phone each row stacks its two values.
 */
export function FieldCompare({ kind, left, right }: FieldCompareProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelOf = useFieldLabel();
  const fields = draftFieldNames(kind);
  const { data: branches } = useQuery({ ...branchesQuery(), enabled: fields.includes('branchIds') });
  const { data: cakeCategories } = useQuery({
    ...cakeCategoriesQuery(),
    enabled: fields.includes('cakeCategoryId'),
  });
  const { data: courseCategories } = useQuery({
    ...categoriesQuery(),
    enabled: fields.includes('categoryId'),
  });
  /** A record another one names by id (a branch, a category), by its name; an unknown one by its id. */
  const named = (list: readonly ({ id: number } & Named)[] | undefined, id: unknown) => {
    const found = list?.find((one) => one.id === Number(id));
    return found ? localized(found, 'name', language) : `#${textOf(id)}`;
  };
  /** A value as the reader's language writes it: a number (typed in a form, or read back) in its digits; a text as typed. */
  const plain = (name: string, value: unknown): string => {
    const text = textOf(value);
    if (typeof value === 'boolean' || text === 'true' || text === 'false')
      return text === 'true' ? t('common.yes') : t('common.no');
    const typedText = /(En|Ar)$/.test(name);
    if (!typedText && /^\d+(\.\d+)?$/.test(text)) return formatPlainNumber(Number(text), language);
    return text;
  };
  const show = (name: string, value: unknown) => {
    const text = textOf(value);
    if (text === '') return <span className="muted">{t('dashboard.fields.notSet')}</span>;
    if (name === 'branchIds' && Array.isArray(value))
      return new Intl.ListFormat(language, { type: 'unit' }).format(value.map((id) => named(branches, id)));
    if (name === 'cakeCategoryId') return named(cakeCategories, value);
    if (name === 'categoryId') return named(courseCategories, value);
    if (Array.isArray(value)) {
      const items: unknown[] = value;
      return (
        <ol className="field-compare__items">
          {items.map((item, index) => (
            <li key={index}>
              {item !== null && typeof item === 'object' ? (
                <dl className="field-compare__item">
                  {itemEntries(item).map(([key, inner]) => (
                    <div key={key}>
                      <dt>{labelOf(key)}</dt>
                      <dd>{plain(key, inner)}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                plain(name, item)
              )}
            </li>
          ))}
        </ol>
      );
    }
    return plain(name, value);
  };
  return (
    <table className="field-compare">
      <thead>
        <tr>
          <th scope="col">{t('dashboard.drafts.field')}</th>
          <th scope="col">{left.label}</th>
          <th scope="col">{right.label}</th>
        </tr>
      </thead>
      <tbody>
        {rowsOf(kind).map(({ name, lang }) => {
          const differs = textOf(left.fields[name]) !== textOf(right.fields[name]);
          const cell = (value: unknown, heading: string) => (
            <td data-label={heading} lang={lang} dir={lang === 'ar' ? 'rtl' : lang ? 'ltr' : undefined}>
              {show(name, value)}
            </td>
          );
          return (
            <tr key={name} data-differs={differs ? 'true' : undefined}>
              <th scope="row">
                {labelOf(name)}
                {differs && <span className="visually-hidden">{` (${t('dashboard.drafts.differs')})`}</span>}
              </th>
              {cell(left.fields[name], left.label)}
              {cell(right.fields[name], right.label)}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
