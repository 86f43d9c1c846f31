import type { Cake } from '@cakeshop/shared';
import { MAX_ORDER_LINES, orderLineInput, maxLengthOf } from '@cakeshop/shared';
import { sizesOf } from '@cakeshop/shared/cake-offer';
import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField, SelectField } from '../../../components/field-control';
import { formatNumber, formatPrice, joinFacts } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { AddRowButton, ListRow } from '../../../components/dashboard/list-row';
import type { StaffOrderValues } from './staff-order-values';
import { emptyLine, fitLineToCake } from './staff-order-values';

interface StaffOrderLinesProps {
  cakes: readonly Cake[];
  currency: string;
}

/** The order's cakes: each with its size and flavour where it has several, how many, the message. */
export function StaffOrderLines({ cakes, currency }: StaffOrderLinesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { control, setValue } = useFormContext<StaffOrderValues>();
  const rows = useFieldArray<StaffOrderValues, 'lines'>({ name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  // Another cake has other sizes and flavours: a line keeps its own only where the cake has them.
  useEffect(() => {
    lines.forEach((line, index) => {
      const fitted = fitLineToCake(
        cakes.find((item) => String(item.id) === line.cakeId),
        line,
      );
      if (fitted.sizeId !== line.sizeId) setValue(`lines.${index}.sizeId`, fitted.sizeId);
      if (fitted.flavourId !== line.flavourId) setValue(`lines.${index}.flavourId`, fitted.flavourId);
    });
  }, [lines, cakes, setValue]);
  const cakeOptions = cakes.map((cake) => ({
    value: String(cake.id),
    label: localized(cake, 'name', language),
  }));
  return (
    <fieldset className="offer-list">
      <legend className="offer-list__legend">{t('dashboard.inbox.cakes')}</legend>
      {rows.fields.map((field, index) => {
        const n = formatNumber(index + 1, language);
        const prefix = `lines.${index}.` as const;
        const cake = cakes.find((item) => String(item.id) === lines[index]?.cakeId);
        const sizes = cake ? sizesOf(cake) : [];
        const flavours = cake?.flavours ?? [];
        return (
          <ListRow
            key={field.id}
            legend={t('dashboard.newOrder.line', { n })}
            tools={{
              index,
              count: rows.fields.length,
              min: 1,
              labels: { remove: t('dashboard.newOrder.removeLine', { n }) },
              onRemove: rows.remove,
            }}
          >
            <div className="form-grid">
              <SelectField<StaffOrderValues>
                name={`${prefix}cakeId`}
                label={t('dashboard.inbox.cake')}
                placeholder={t('dashboard.newOrder.chooseCake')}
                options={cakeOptions}
                required
                aria-required
              />
              {sizes.length > 1 && (
                <SelectField<StaffOrderValues>
                  name={`${prefix}sizeId`}
                  label={t('dashboard.production.size')}
                  placeholder={t('dashboard.newOrder.chooseSize')}
                  options={sizes.map((size) => ({
                    value: String(size.id),
                    label: joinFacts(
                      [localized(size, 'label', language), formatPrice(size.price, currency, language)],
                      language,
                    ),
                  }))}
                />
              )}
              {flavours.length > 0 && (
                <SelectField<StaffOrderValues>
                  name={`${prefix}flavourId`}
                  label={t('dashboard.production.flavour')}
                  placeholder={t('dashboard.newOrder.noFlavour')}
                  options={flavours.map((flavour) => ({
                    value: String(flavour.id),
                    label: localized(flavour, 'name', language),
                  }))}
                />
              )}
              <InputField<StaffOrderValues>
                name={`${prefix}quantity`}
                label={t('dashboard.inbox.quantity')}
                inputMode="numeric"
                required
                aria-required
              />
            </div>
            <InputField<StaffOrderValues>
              name={`${prefix}cakeMessage`}
              label={t('dashboard.inbox.cakeMessage')}
              dir="auto"
              limit={maxLengthOf(orderLineInput, 'cakeMessage')}
            />
          </ListRow>
        );
      })}
      <AddRowButton
        label={t('dashboard.newOrder.addLine')}
        onAdd={() => rows.append(emptyLine())}
        disabled={rows.fields.length >= MAX_ORDER_LINES}
      />
    </fieldset>
  );
}
