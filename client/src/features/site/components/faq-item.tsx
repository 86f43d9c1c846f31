import type { Faq } from '@cakeshop/shared';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';

import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

/** One question of the accordion: a real button (aria-expanded, aria-controls) above its answer. */
export function FaqItem({ faq }: { faq: Faq }) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = `faq-answer-${faq.id}`;
  const buttonId = `faq-question-${faq.id}`;
  return (
    <div className="accordion__item">
      <h2 className="accordion__heading">
        <button
          id={buttonId}
          type="button"
          className="accordion__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{localized(faq, 'question', language)}</span>
          <ChevronDown className="accordion__icon" aria-hidden="true" size={20} />
        </button>
      </h2>
      <div id={panelId} className="accordion__panel" role="region" aria-labelledby={buttonId} hidden={!open}>
        <p>{localized(faq, 'answer', language)}</p>
      </div>
    </div>
  );
}
