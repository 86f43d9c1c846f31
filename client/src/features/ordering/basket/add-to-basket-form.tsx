import { pathTo } from '@cakeshop/shared/routes';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { formatPlainNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { FormInput, FormProblem, FormSelect } from '../../../components/visitor-form/form-controls';
import type { FormAnswer, Problems } from '../../../components/visitor-form/form-answer';
import { CsrfField } from '../../../components/visitor-form/hidden-fields';
import { valuesOf } from '../../../components/visitor-form/visitor-form';
import { addToBasket, BASKET_MAX_MESSAGE } from '@cakeshop/shared/basket';
import type { AddField } from './add-to-basket';
import { ADD_FIELDS, addProblems, lineOf, refusalProblems } from './add-to-basket';
import { readBrowserBasket, writeBrowserBasket } from '../../../lib/basket-browser';
import type { CakeChoices } from './cake-choices';
import { SizeChoiceField } from './size-choice-field';

export interface AddToBasketProps {
  cake: CakeChoices;
  /** What was posted and what to fix, when the server sends the form back. */
  answer: FormAnswer<AddField>;
}

/**
 * A cake into the basket: size, flavour, how many, the message; then the basket, where the order
 * is placed. Without script it posts to the cake's page (the server adds it to the basket cookie,
 * then shows the basket); with it, the fields are checked here, the same cookie is changed and
 * the visitor goes to the same basket. One behaviour for every cake, whether the tap came before
 * the island's code or after: most orders are one cake, whose next step (day, shop, phone) is
 * the basket, and a phone's status line under the button or count in the header is easy to miss.
 */
export function AddToBasketForm({ cake, answer }: AddToBasketProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Problems<AddField>>(answer.problems);
  const [leaving, setLeaving] = useState(false);
  const view = { values: answer.values, problems };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second tap while the basket loads would add the cake again.
    if (leaving) return;
    const values = valuesOf(new FormData(event.currentTarget), ADD_FIELDS);
    const found = addProblems(values, cake);
    const change =
      Object.keys(found).length > 0 ? null : addToBasket(readBrowserBasket(), lineOf(values, cake));
    const shown = change === null ? found : 'refused' in change ? refusalProblems(change.refused) : {};
    setProblems(shown);
    if (change && 'lines' in change && Object.keys(shown).length === 0) {
      writeBrowserBasket(change.lines, language);
      setLeaving(true);
      window.location.assign(pathTo('basket'));
      return;
    }
    const first = ADD_FIELDS.find((field) => shown[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form method="post" className="order-form basket-add" noValidate ref={form} onSubmit={onSubmit}>
      <CsrfField />
      <SizeChoiceField sizes={cake.sizes} value={answer.values.sizeId ?? ''} problem={problems.sizeId} />
      {cake.flavours.length > 0 && (
        <FormSelect
          view={view}
          name="flavourId"
          label={t('site.basket.flavour')}
          placeholder={t('site.basket.chooseFlavour')}
          options={cake.flavours.map((flavour) => ({ value: String(flavour.id), label: flavour.name }))}
          required
          aria-required
        />
      )}
      <FormInput
        view={{ ...view, values: { quantity: formatPlainNumber(1, language), ...view.values } }}
        name="quantity"
        label={t('site.basket.quantity')}
        inputMode="numeric"
        maxLength={2}
        required
        aria-required
      />
      <FormInput
        view={view}
        name="cakeMessage"
        label={t('site.basket.message')}
        hint={t('site.basket.messageHint', { max: BASKET_MAX_MESSAGE })}
        limit={BASKET_MAX_MESSAGE}
        dir="auto"
      />
      <div className="order-form__footer">
        <FormProblem view={view} />
        <Button type="submit" className="btn--large" busy={leaving}>
          {t('site.basket.add')}
        </Button>
      </div>
    </form>
  );
}
