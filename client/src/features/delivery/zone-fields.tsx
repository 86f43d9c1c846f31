import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/button';
import { InputField } from '../../components/field-control';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import type { ZonesFormValues } from './delivery-values';
import { emptyDistrict } from './delivery-values';

/** One zone: its names, its terms, its ring, and the districts in it (each named in both languages). */
export function ZoneFields({
  index,
  currency,
  onRemove,
}: {
  index: number;
  currency: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const districts = useFieldArray<ZonesFormValues, `zones.${number}.districts`>({
    name: `zones.${index}.districts`,
  });
  const prefix = `zones.${index}` as const;
  const n = formatNumber(index + 1, language);
  return (
    <fieldset className="offer-row delivery-zone">
      <legend className="offer-row__legend">{t('dashboard.delivery.zone', { n })}</legend>
      <div className="row-tools">
        <Button variant="ghost" onClick={onRemove} aria-label={t('dashboard.delivery.removeZone', { n })}>
          <Trash2 aria-hidden="true" size={18} />
        </Button>
      </div>
      <div className="form-grid">
        <InputField<ZonesFormValues>
          name={`${prefix}.nameEn`}
          label={t('dashboard.delivery.nameEn')}
          lang="en"
          dir="ltr"
        />
        <InputField<ZonesFormValues>
          name={`${prefix}.nameAr`}
          label={t('dashboard.delivery.nameAr')}
          lang="ar"
          dir="rtl"
        />
      </div>
      <div className="form-grid delivery-terms">
        <InputField<ZonesFormValues>
          name={`${prefix}.fee`}
          label={t('dashboard.delivery.fee', { currency })}
          inputMode="decimal"
        />
        <InputField<ZonesFormValues>
          name={`${prefix}.minimumOrder`}
          label={t('dashboard.delivery.minimumOrder', { currency })}
          inputMode="decimal"
        />
        <InputField<ZonesFormValues>
          name={`${prefix}.freeFrom`}
          label={t('dashboard.delivery.freeFrom', { currency })}
          hint={t('dashboard.delivery.freeFromHint')}
          inputMode="decimal"
        />
        <InputField<ZonesFormValues>
          name={`${prefix}.radiusKm`}
          label={t('dashboard.delivery.radiusKm')}
          hint={t('dashboard.delivery.radiusHint')}
          inputMode="decimal"
        />
      </div>
      <h3 className="delivery-subtitle">{t('dashboard.delivery.districts')}</h3>
      <ul className="delivery-districts">
        {districts.fields.map((field, d) => {
          const m = formatNumber(d + 1, language);
          return (
            <li key={field.id} className="delivery-district">
              <InputField<ZonesFormValues>
                name={`${prefix}.districts.${d}.nameEn`}
                label={t('dashboard.delivery.districtEn', { n: m })}
                lang="en"
                dir="ltr"
              />
              <InputField<ZonesFormValues>
                name={`${prefix}.districts.${d}.nameAr`}
                label={t('dashboard.delivery.districtAr', { n: m })}
                lang="ar"
                dir="rtl"
              />
              <Button
                variant="ghost"
                onClick={() => districts.remove(d)}
                aria-label={t('dashboard.delivery.removeDistrict', { n: m })}
              >
                <Trash2 aria-hidden="true" size={18} />
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="secondary" onClick={() => districts.append(emptyDistrict())}>
          <Plus aria-hidden="true" size={18} />
          {t('dashboard.delivery.addDistrict')}
        </Button>
      </div>
    </fieldset>
  );
}
