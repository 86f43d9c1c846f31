import type { DeliveryDistrict } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { FieldFrame } from '../../../components/form-field';
import type { Problem } from '../../../lib/field-problems';
import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import type { How } from './delivery-choice';
import { DISTRICT_PARAM, HOW_PARAM, matchingDistricts, SEARCH_PARAM } from './delivery-choice';

export interface DeliveryPlaceProps {
  how: How;
  onHow: ((how: How) => void) | undefined;
  districts: readonly DeliveryDistrict[];
  districtId: string;
  onDistrict: ((districtId: string) => void) | undefined;
  /** What was typed to find the district: without script the page lists what matches it. */
  search: string;
  onSearch: ((search: string) => void) | undefined;
  currency: string;
  problem: Problem | undefined;
}

/**
 * Pick-up or delivery, and for delivery the district, found by its name in either language: part
 * of the shop's GET form, so without script the page comes back with the district's fee and the
 * windows; with it, each choice shows at once.
 */
export function DeliveryPlace(props: DeliveryPlaceProps) {
  const { how, onHow, districts, districtId, onDistrict, search, onSearch, currency, problem } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = matchingDistricts(districts, search);
  // The chosen district stays listed whatever is typed, so the select never loses it.
  const chosen = districts.find((district) => String(district.id) === districtId);
  const options = chosen && !shown.includes(chosen) ? [chosen, ...shown] : shown;
  return (
    <>
      <fieldset className="checkout__how">
        <legend className="checkout__legend">{t('site.delivery.how')}</legend>
        {(['pickup', 'delivery'] as const).map((option) => (
          <label key={option} className="checkout__check">
            <input
              type="radio"
              name={HOW_PARAM}
              value={option}
              checked={how === option}
              onChange={() => onHow?.(option)}
              readOnly={!onHow}
            />
            {t(`site.delivery.${option}`)}
          </label>
        ))}
      </fieldset>
      {how === 'delivery' && (
        <>
          <FieldFrame label={t('site.delivery.search')} hint={t('site.delivery.searchHint')}>
            {(control) => (
              <input
                {...control}
                type="search"
                name={SEARCH_PARAM}
                className="field__input"
                defaultValue={search}
                onInput={(event) => onSearch?.(event.currentTarget.value)}
                autoComplete="off"
              />
            )}
          </FieldFrame>
          <FieldFrame
            label={t('site.delivery.district')}
            error={problem && t(problem.key, problem.values ?? {})}
          >
            {(control) => (
              <select
                {...control}
                name={DISTRICT_PARAM}
                className="field__input"
                value={districtId}
                onChange={(event) => onDistrict?.(event.target.value)}
              >
                <option value="">
                  {options.length === 0 ? t('site.delivery.noMatch') : t('site.delivery.chooseDistrict')}
                </option>
                {options.map((district) => (
                  <option key={district.id} value={String(district.id)}>
                    {t('site.delivery.districtOption', {
                      name: localized(district, 'name', language),
                      fee: formatPrice(district.fee, currency, language),
                    })}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        </>
      )}
    </>
  );
}
