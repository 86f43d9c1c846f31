import type { Faq } from '@cakeshop/shared';
import { ChevronDown } from 'lucide-react';

import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

/** One question: a native `<details>`, so it opens by tap, Enter or Space before and without any script. */
export function FaqItem({ faq }: { faq: Faq }) {
  const language = useLanguage();
  return (
    <details className="accordion__item">
      <summary className="accordion__button">
        <span className="accordion__question">{localized(faq, 'question', language)}</span>
        <ChevronDown className="accordion__icon" aria-hidden="true" size={20} />
      </summary>
      <div className="accordion__panel">
        <p>{localized(faq, 'answer', language)}</p>
      </div>
    </details>
  );
}
