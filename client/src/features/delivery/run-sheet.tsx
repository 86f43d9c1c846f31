import type { DeliveryRunSheet, RunStop } from '@cakeshop/shared';
import { useTranslation } from 'react-i18next';

import { formatPrice, formatTime, joinFacts } from '../../lib/format';
import { localized } from '../../lib/localized';
import { useLanguage } from '../../lib/use-language';

/** `10:00–13:00` in the reader's digits and clock. */
function windowText(window: string, language: 'en' | 'ar') {
  const [from = '', to = ''] = window.split('–');
  return `${formatTime(from, language)} – ${formatTime(to, language)}`;
}

/** One stop: whom to hand it to (a tap-to-call phone), where, what, the card, and what to collect. */
function Stop({ stop, currency }: { stop: RunStop; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { address, recipient } = stop;
  const to = recipient ?? { name: stop.customerName, phone: stop.phone };
  return (
    <li className="run-stop" data-reference={stop.reference}>
      <p className="run-stop__head">
        <strong>{to.name}</strong> ·{' '}
        <a href={`tel:${to.phone}`}>
          <bdi dir="ltr">{to.phone}</bdi>
        </a>{' '}
        · <bdi dir="ltr">{stop.reference}</bdi>
      </p>
      <p>
        {joinFacts(
          [
            localized(address, 'districtName', language),
            address.street,
            address.building,
            address.floor,
            address.flat,
          ],
          language,
        )}
        {address.shortAddress && (
          <>
            {' '}
            · <bdi dir="ltr">{address.shortAddress}</bdi>
          </>
        )}
      </p>
      {address.landmark && <p>{t('dashboard.delivery.landmark', { landmark: address.landmark })}</p>}
      {address.mapPin && (
        <p className="run-stop__map">
          <a href={address.mapPin} target="_blank" rel="noopener noreferrer">
            {t('dashboard.delivery.map')}
          </a>
        </p>
      )}
      <ul className="run-stop__lines">
        {(language === 'ar' ? stop.linesAr : stop.linesEn).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {recipient?.cardMessage && (
        <p className="run-stop__card">
          {t('dashboard.runSheet.card')} <q dir="auto">{recipient.cardMessage}</q>
        </p>
      )}
      {recipient && <p>{t('dashboard.runSheet.from', { name: stop.customerName })}</p>}
      <p className="run-stop__collect" data-collect={stop.collect}>
        {stop.collect > 0
          ? t('dashboard.runSheet.collect', { amount: formatPrice(stop.collect, currency, language) })
          : t('dashboard.runSheet.paid')}
      </p>
    </li>
  );
}

/** The day's deliveries by window, then zone, then district: printable on A4, readable on a phone. */
export function RunSheet({ sheet }: { sheet: DeliveryRunSheet }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (sheet.windows.length === 0) return <p className="muted">{t('dashboard.runSheet.none')}</p>;
  return (
    <div className="run-sheet">
      {sheet.windows.map((window) => (
        <section key={window.window} className="run-sheet__window">
          <h2>{windowText(window.window, language)}</h2>
          {window.zones.map((zone) => (
            <section key={zone.zoneId ?? 0} className="run-sheet__zone">
              <h3>{localized(zone, 'name', language)}</h3>
              <ol className="run-sheet__stops">
                {zone.stops.map((stop) => (
                  <Stop key={stop.orderId} stop={stop} currency={sheet.currency} />
                ))}
              </ol>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
