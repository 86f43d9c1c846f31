import type { ShopSettings } from '@cakeshop/shared';

/** The settings as the form holds them: every field as text, the seller's under `seller.`. */
export interface SettingsValues {
  currency: string;
  vatRate: string;
  taxRegime: string;
  seller: Record<keyof ShopSettings['seller'], string>;
  timeZone: string;
  orderLeadDays: string;
  orderNoteEn: string;
  orderNoteAr: string;
  whatsappNumber: string;
  waitlistHoldHours: string;
  pickupChangeHours: string;
  classChangeHours: string;
  calendarDisplay: string;
}

/** An earlier backend's answer may lack the calendar display: Gregorian only, then. */
export function settingsValues(
  settings: Omit<ShopSettings, 'calendarDisplay'> & { calendarDisplay?: string | undefined },
): SettingsValues {
  return {
    currency: settings.currency,
    vatRate: String(settings.vatRate),
    taxRegime: settings.taxRegime,
    seller: { ...settings.seller },
    timeZone: settings.timeZone,
    orderLeadDays: String(settings.orderLeadDays),
    orderNoteEn: settings.orderNoteEn,
    orderNoteAr: settings.orderNoteAr,
    whatsappNumber: settings.whatsappNumber,
    waitlistHoldHours: String(settings.waitlistHoldHours),
    pickupChangeHours: String(settings.pickupChangeHours),
    classChangeHours: String(settings.classChangeHours),
    calendarDisplay: settings.calendarDisplay ?? 'gregorian',
  };
}
