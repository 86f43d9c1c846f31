import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { ContactFormValues } from './branch-values';

/** A summary above the list: which branch has which problem, each linking to that branch. */
export function BranchErrors() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { formState } = useFormContext<ContactFormValues>();
  const branches = formState.errors.branches;
  if (!Array.isArray(branches)) return null;
  const lines = branches.flatMap((branch, index) =>
    branch
      ? Object.values(branch as Record<string, { message?: string } | undefined>)
          .filter((error): error is { message: string } => typeof error?.message === 'string')
          .slice(0, 1)
          .map((error) => ({ index, message: error.message }))
      : [],
  );
  if (lines.length === 0) return null;
  return (
    <ul className="form-status branch-errors" role="alert">
      {lines.map(({ index, message }) => (
        <li key={index}>
          <a href={`#branch-${index + 1}`}>
            {t('dashboard.contact.errorIn', { n: formatNumber(index + 1, language), message })}
          </a>
        </li>
      ))}
    </ul>
  );
}
