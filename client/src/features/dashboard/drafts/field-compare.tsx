import type { ContentKind } from '@cakeshop/shared';
import { bilingualPairs, draftFieldNames } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { branchesQuery } from '../../../api/contact';
import { formatPlainNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { useFieldLabel } from './field-labels';

type Fields = Record<string, unknown>;

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

/** A field's value as text, the same whether it came from a form (text) or a record (typed). */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return itemsOf(value).join('\n');
  return JSON.stringify(value);
}

/**
 * A list's items as text (a cake's sizes, flavours): each item's values but its id, so a size
 * typed in the form and the same size read back compare equal.
 */
function itemsOf(list: unknown[]): string[] {
  return list.map((item) =>
    item !== null && typeof item === 'object'
      ? Object.entries(item)
          .filter(([key]) => key !== 'id')
          .map(([, inner]) => textOf(inner))
          .filter((text) => text !== '')
          .join(' · ')
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
  const { data: branches } = useQuery(branchesQuery());
  const show = (name: string, value: unknown) => {
    const text = textOf(value);
    if (text === '') return <span className="muted">{t('dashboard.fields.notSet')}</span>;
    if (name === 'branchIds' && Array.isArray(value)) {
      const names = value.map((id) => {
        const branch = branches?.find((one) => one.id === id);
        return branch ? localized(branch, 'name', language) : `#${textOf(id)}`;
      });
      return new Intl.ListFormat(language, { type: 'unit' }).format(names);
    }
    if (Array.isArray(value))
      return (
        <ul className="field-compare__items">
          {itemsOf(value).map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    if (typeof value === 'boolean' || text === 'true' || text === 'false')
      return text === 'true' ? t('common.yes') : t('common.no');
    if (typeof value === 'number') return formatPlainNumber(value, language);
    return text;
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
