import type { ContactBranch } from '@cakeshop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

interface BranchSelectProps {
  branches: readonly ContactBranch[];
  /** A branch's id as text, or "" for the "all" option. */
  value: string;
  onChange: (value: string) => void;
  /** Offers every branch at once under this label. */
  allLabel?: string;
}

/** Which branch a screen shows (its calendar, its production sheet). */
export function BranchSelect({ branches, value, onChange, allLabel }: BranchSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="list-toolbar__filter">
      <label htmlFor={id}>{t('dashboard.inbox.branch')}</label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel && <option value="">{allLabel}</option>}
        {branches.map((branch) => (
          <option key={branch.id} value={String(branch.id)}>
            {localized(branch, 'name', language)}
          </option>
        ))}
      </select>
    </div>
  );
}
