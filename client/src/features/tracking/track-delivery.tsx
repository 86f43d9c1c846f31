import type { TrackDelivery } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../lib/format';
import { localized } from '../../lib/localized';
import { useLanguage } from '../../lib/use-language';

/** A delivery's window and district, and where it is now (out, delivered, an attempt that failed). */
export function TrackDeliveryFacts({ delivery }: { delivery: TrackDelivery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [from = '', to = ''] = delivery.window.split('–');
  const state = delivery.status ?? 'waiting';
  return (
    <>
      <div>
        <dt>{t('site.track.delivery')}</dt>
        <dd>
          {t('site.track.deliveryTo', {
            window: `${formatTime(from, language)} – ${formatTime(to, language)}`,
            district: localized(delivery, 'districtName', language),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('site.track.deliveryStatus')}</dt>
        <dd className="track__status" data-delivery-status={state}>
          {t(`site.track.deliveryState.${state}`, { reason: delivery.statusReason ?? '' })}
        </dd>
      </div>
    </>
  );
}
