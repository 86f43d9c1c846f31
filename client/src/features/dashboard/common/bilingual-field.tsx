import { useTranslation } from 'react-i18next';

import { useDraftScope } from '../drafts/draft-scope';
import type { BilingualFieldSpec } from './bilingual';
import { InputField, TextareaField } from '../../../components/field-control';

interface BilingualFieldProps {
  /** Base name: `name` registers `nameEn` and `nameAr`. */
  name: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
  /** The longest text the contract takes: counted under each field, refused beyond, never cut. */
  limit?: number | undefined;
  /** Optional prefix for fields inside a list, e.g. `branches.0.`. */
  prefix?: string;
}

/**
 * The English and Arabic versions of one text, side by side. The Arabic control is always
 * right-to-left and marked as Arabic, whatever the interface language.
 */
function BilingualField({
  name,
  label,
  multiline = false,
  required = false,
  limit,
  prefix = '',
}: BilingualFieldProps) {
  const { t } = useTranslation();
  // A drafted record is published under the both-languages rule: an optional text says so.
  const drafted = useDraftScope() !== null;
  const Control = multiline ? TextareaField : InputField;
  const common = {
    required,
    limit,
    'aria-required': required || undefined,
    hint: drafted && !required ? t('dashboard.form.bothOrNeither') : undefined,
  };
  return (
    <div className="bilingual">
      <Control
        {...common}
        name={`${prefix}${name}En`}
        label={t('dashboard.form.inEnglish', { label })}
        dir="ltr"
        lang="en"
      />
      <Control
        {...common}
        name={`${prefix}${name}Ar`}
        label={t('dashboard.form.inArabic', { label })}
        dir="rtl"
        lang="ar"
      />
    </div>
  );
}

/** A form's bilingual texts, in the order of its field list. */
export function BilingualFields({
  fields,
  prefix = '',
}: {
  fields: readonly BilingualFieldSpec[];
  prefix?: string;
}) {
  const { t } = useTranslation();
  return fields.map((field) => (
    <BilingualField
      key={field.name}
      name={field.name}
      label={t(field.label)}
      required={field.required ?? false}
      multiline={field.multiline ?? false}
      limit={field.max}
      prefix={prefix}
    />
  ));
}
