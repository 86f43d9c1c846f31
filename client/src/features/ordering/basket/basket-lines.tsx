import { pathTo } from '@cakeshop/shared/routes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/form-field';
import { formatPlainNumber, formatPrice } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { CsrfField } from '../../../components/visitor-form/hidden-fields';
import type { BasketAnswer } from './basket-fields';
import { INTENT_FIELD, LINE_FIELD } from './basket-fields';
import type { BasketRow, LineProblem } from './basket-rows';
import { sizeWords } from './cake-choices';

const PROBLEM: Record<LineProblem, TranslationKey> = {
  gone: 'site.basket.gone',
  size: 'site.basket.sizeGone',
  flavour: 'site.basket.flavourGone',
};

/**
 * The basket's lines: what each is, its price now (and the one the visitor saw, when it
 * changed), its quantity and a remove button, each an ordinary form that posts without script;
 * with it, `onChange` takes the form instead.
 */
export function BasketLines({
  rows,
  currency,
  answer,
  onChange,
}: {
  rows: readonly BasketRow[];
  currency: string;
  answer: BasketAnswer | undefined;
  onChange?: ((form: HTMLFormElement) => boolean) | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (amount: number) => formatPrice(amount, currency, language);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (onChange?.(event.currentTarget)) event.preventDefault();
  };
  return (
    <ul className="basket__lines">
      {rows.map(({ line, cake, size, flavour, unitPrice, total, priceChanged, problem }) => {
        const name = cake?.name ?? t('site.basket.goneName');
        const failed = answer?.intent === 'update' && answer.line === line.id ? answer : undefined;
        return (
          <li key={line.id} className="basket-line" data-problem={problem ?? undefined}>
            <div className="basket-line__what">
              <h3 className="basket-line__name">
                {cake ? <a href={pathTo('cake', { id: cake.id })}>{name}</a> : name}
              </h3>
              {size && sizeWords(size, language) && (
                <p className="basket-line__detail">{sizeWords(size, language)}</p>
              )}
              {flavour && <p className="basket-line__detail">{flavour}</p>}
              {line.message && (
                <p className="basket-line__message">
                  {t('site.basket.messageSaid')}{' '}
                  <q>
                    <bdi>{line.message}</bdi>
                  </q>
                </p>
              )}
              {problem && <p className="basket-line__problem">{t(PROBLEM[problem])}</p>}
              {priceChanged && (
                <p className="basket-line__changed">
                  {t('site.basket.priceChanged', { price: price(line.seenPrice) })}
                </p>
              )}
            </div>
            {unitPrice !== null && (
              <p className="basket-line__price">
                <span>{t('site.basket.each', { price: price(unitPrice) })}</span>
                <strong>{price(total)}</strong>
              </p>
            )}
            <div className="basket-line__actions">
              <form method="post" className="basket-line__quantity" onSubmit={submit}>
                <CsrfField />
                <input type="hidden" name={INTENT_FIELD} value="update" />
                <input type="hidden" name={LINE_FIELD} value={line.id} />
                <FieldFrame
                  label={t('site.basket.quantity')}
                  error={failed && t(failed.problem.key, failed.problem.values ?? {})}
                >
                  {(control) => (
                    <input
                      {...control}
                      name="quantity"
                      className="field__input"
                      inputMode="numeric"
                      maxLength={2}
                      defaultValue={failed?.quantity ?? formatPlainNumber(line.quantity, language)}
                    />
                  )}
                </FieldFrame>
                <Button type="submit" variant="secondary">
                  {t('site.basket.update')}
                </Button>
              </form>
              <form method="post" onSubmit={submit}>
                <CsrfField />
                <input type="hidden" name={INTENT_FIELD} value="remove" />
                <input type="hidden" name={LINE_FIELD} value={line.id} />
                <Button type="submit" variant="ghost" aria-label={t('site.basket.removeLabel', { name })}>
                  {t('site.basket.remove')}
                </Button>
              </form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
