import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { BilingualField } from '../common/bilingual-field';
import { InputField } from '../common/field-control';

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
      <div className="branch__tools">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('dashboard.contact.moveUp', { n })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('dashboard.contact.moveDown', { n })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-btn icon-btn--danger"
          aria-label={t('dashboard.contact.removeBranch', { n })}
          onClick={() => onRemove(index)}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </div>
      <BilingualField
        prefix={prefix}
        name="name"
        label={t('dashboard.fields.name')}
        required
        maxLength={120}
      />
      <BilingualField
        prefix={prefix}
        name="address"
        label={t('dashboard.fields.address')}
        required
        maxLength={300}
      />
      <BilingualField
        prefix={prefix}
        name="openingHours"
        label={t('dashboard.fields.openingHours')}
        maxLength={200}
      />
      <div className="form-grid form-grid--three">
        <InputField
          name={`${prefix}phone`}
          label={t('dashboard.fields.phone')}
          type="tel"
          dir="ltr"
          maxLength={30}
        />
        <InputField name={`${prefix}email`} label={t('dashboard.fields.email')} type="email" dir="ltr" />
        <InputField
          name={`${prefix}mapUrl`}
          label={t('dashboard.fields.mapUrl')}
          type="url"
          dir="ltr"
          maxLength={300}
        />
      </div>
    </fieldset>
  );
}
