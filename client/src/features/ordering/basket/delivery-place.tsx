import type { DeliveryDistrict } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { FieldFrame } from '../../../components/form-field';
import type { Problem } from '../../../lib/field-problems';
import { formatNumber, formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import type { How } from './delivery-choice';
import type { PinZone } from '../../../api/read-delivery-options';
import { DISTRICT_PARAM, HOW_PARAM, matchingDistricts, PIN_PARAM, SEARCH_PARAM } from './delivery-choice';

export interface DeliveryPlaceProps {
  how: How;
  onHow: ((how: How) => void) | undefined;
  districts: readonly DeliveryDistrict[];
  districtId: string;
  onDistrict: ((districtId: string) => void) | undefined;
  /** What was typed to find the district: without script the page lists what matches it. */
  search: string;
  onSearch: ((search: string) => void) | undefined;
  /** The shop delivers by distance too: a map pin may stand for the district. */
  byRadius: boolean;
  pin: string;
  pinZone: PinZone | null;
  onPin: ((pin: string) => void) | undefined;
  currency: string;
  problem: Problem | undefined;
  /** The order refused where its pin is (beyond every ring, below its zone's minimum). */
  pinProblem: Problem | undefined;
}

/**
 * A map pin instead of a district, where the shop delivers by distance: a link or coordinates,
 * measured by the server (no map on the page). Its zone and fee, or why not, beside it.
 */
function PinField({
  pin,
  zone,
  onPin,
  currency,
  problem,
}: {
  pin: string;
  zone: PinZone | null;
  onPin: ((pin: string) => void) | undefined;
  currency: string;
  problem: Problem | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const refusal = problem ?? (zone && 'problem' in zone ? zone.problem : undefined);
  return (
    <FieldFrame
      className="checkout__pin"
      label={t('site.delivery.pin')}
      hint={t('site.delivery.pinHint')}
      error={refusal && t(refusal.key, refusal.values ?? {})}
    >
      {(control) => (
        <>
          <input
            {...control}
            name={PIN_PARAM}
            className="field__input"
            defaultValue={pin}
            onBlur={(event) => onPin?.(event.currentTarget.value)}
            autoComplete="off"
            // A link reads left to right; coordinates typed in Arabic, right to left.
            dir="auto"
          />
          {zone && 'zone' in zone && !refusal && (
            <p className="checkout__pin-zone" role="status">
              {t('site.delivery.pinZone', {
                zone: localized(zone.zone, 'name', language),
                distance: formatNumber(zone.distanceKm, language),
                fee: formatPrice(zone.zone.fee, currency, language),
              })}
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
}

/**
 * Pick-up or delivery, and for delivery the district, found by its name in either language: part
 * of the shop's GET form, so without script the page comes back with the district's fee and the
 * windows; with it, each choice shows at once.
 */
export function DeliveryPlace(props: DeliveryPlaceProps) {
  const { how, onHow, districts, districtId, onDistrict, search, onSearch, currency, problem } = props;
  const { byRadius, pin, pinZone, onPin, pinProblem } = props;
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
          {byRadius && (
            <PinField
              pin={pin}
              zone={districtId ? null : pinZone}
              onPin={onPin}
              currency={currency}
              problem={districtId ? undefined : pinProblem}
            />
          )}
        </>
      )}
    </>
  );
}
