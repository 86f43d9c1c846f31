import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Problem } from '../../../lib/field-problems';
import { useLanguage } from '../../../lib/use-language';
import { sizeValue } from './add-to-basket';
import type { SizeChoice } from './cake-choices';
import { sizeWords } from './cake-choices';

/**
 * The cake's sizes as radio buttons (each with how many it serves and its price), a native
 * group that works without script; its problem beside it. A cake of one size shows it as text.
 */
export function SizeChoiceField({
  sizes,
  value,
  problem,
}: {
  sizes: readonly SizeChoice[];
  value: string;
  problem: Problem | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorId = useId();
  const [only] = sizes;
  if (sizes.length === 1 && only)
    return (
      <div className="size-choice size-choice--single">
        <input type="hidden" name="sizeId" value={sizeValue(only.id)} />
        {sizeWords(only, language) && <p className="size-choice__words">{sizeWords(only, language)}</p>}
        <p className="size-choice__price">{only.priceText}</p>
      </div>
    );
  return (
    <fieldset
      className="size-choice"
      aria-describedby={problem ? errorId : undefined}
      data-invalid={problem ? 'true' : undefined}
    >
      <legend className="field__label">{t('site.basket.size')}</legend>
      {sizes.map((size) => (
        <label key={sizeValue(size.id)} className="size-choice__option">
          <input
            type="radio"
            name="sizeId"
            value={sizeValue(size.id)}
            defaultChecked={sizeValue(size.id) === value}
            required
          />
          <span className="size-choice__text">
            <span className="size-choice__label">{size.label}</span>
            {size.servings && <span className="size-choice__servings">{size.servings}</span>}
          </span>
          <span className="size-choice__price">{size.priceText}</span>
        </label>
      ))}
      {problem && (
        <p className="field__error" id={errorId}>
          {t(problem.key, problem.values ?? {})}
        </p>
      )}
    </fieldset>
  );
}
