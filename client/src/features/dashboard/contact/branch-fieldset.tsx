import { contactBranchInput, maxLengthOf } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { BilingualFields } from '../common/bilingual-field';
import { InputField } from '../../../components/field-control';
import { RowTools } from '../../../components/dashboard/row-tools';

const TEXTS = withLimits(contactBranchInput, [
  { name: 'name', label: 'dashboard.fields.name', required: true },
  { name: 'address', label: 'dashboard.fields.address', required: true },
  { name: 'openingHours', label: 'dashboard.fields.openingHours' },
]);

interface BranchFieldsetProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One branch of the list: its fields, named `branches.<index>.<field>`, and its row controls. */
export function BranchFieldset({ index, count, onMove, onRemove }: BranchFieldsetProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const n = formatNumber(index + 1, language);
  const prefix = `branches.${index}.`;
  return (
    <fieldset className="branch panel" id={`branch-${index + 1}`}>
      <legend className="branch__legend">{t('dashboard.contact.branch', { n })}</legend>
      <RowTools
        index={index}
        count={count}
        labels={{
          up: t('dashboard.contact.moveUp', { n }),
          down: t('dashboard.contact.moveDown', { n }),
          remove: t('dashboard.contact.removeBranch', { n }),
        }}
        onMove={onMove}
        onRemove={onRemove}
      />
      <BilingualFields fields={TEXTS} prefix={prefix} />
      <div className="form-grid form-grid--three">
        <InputField
          name={`${prefix}phone`}
          label={t('dashboard.fields.phone')}
          type="tel"
          dir="ltr"
          maxLength={maxLengthOf(contactBranchInput, 'phone')}
        />
        <InputField name={`${prefix}email`} label={t('dashboard.fields.email')} type="email" dir="ltr" />
        <InputField
          name={`${prefix}mapUrl`}
          label={t('dashboard.fields.mapUrl')}
          type="url"
          dir="ltr"
          maxLength={maxLengthOf(contactBranchInput, 'mapUrl')}
        />
      </div>
    </fieldset>
  );
}
