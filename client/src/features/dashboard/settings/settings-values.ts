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
  paymentRules: Record<keyof ShopSettings['paymentRules'], string>;
}

/** The payment rules of an earlier backend that has none: the defaults, as a new record reads them. */
const DEFAULT_RULES = {
  payAtCheckout: 'off',
  payForCourses: 'off',
  depositPercent: 30,
  depositAmount: 0,
  depositFrom: 0,
  balanceDueDays: 3,
  fullRefundDays: 2,
  lateRefundPercent: 70,
  lateRefund: 'percent',
};

/** An earlier backend's answer may lack the calendar display (Gregorian only, then) and the payment rules. */
export function settingsValues(
  settings: Omit<ShopSettings, 'calendarDisplay' | 'paymentRules'> & {
    calendarDisplay?: string | undefined;
    paymentRules?:
      | (Omit<
          ShopSettings['paymentRules'],
          'payAtCheckout' | 'payForCourses' | 'depositFrom' | 'depositAmount' | 'lateRefund'
        > & {
          payAtCheckout?: string | undefined;
          payForCourses?: string | undefined;
          depositFrom?: number | undefined;
          depositAmount?: number | undefined;
          lateRefund?: string | undefined;
        })
      | undefined;
  },
): SettingsValues {
  const rules = settings.paymentRules ?? DEFAULT_RULES;
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
    paymentRules: {
      // Off is the select's empty choice (its placeholder).
      payAtCheckout: rules.payAtCheckout === 'off' ? '' : (rules.payAtCheckout ?? ''),
      payForCourses: rules.payForCourses === 'off' ? '' : (rules.payForCourses ?? ''),
      depositPercent: String(rules.depositPercent),
      // 0 (the percent, not an amount) is the empty field.
      depositAmount: rules.depositAmount ? String(rules.depositAmount) : '',
      // 0 (no large order asks a deposit) is the empty field.
      depositFrom: rules.depositFrom ? String(rules.depositFrom) : '',
      balanceDueDays: String(rules.balanceDueDays),
      fullRefundDays: String(rules.fullRefundDays),
      lateRefundPercent: String(rules.lateRefundPercent),
      lateRefund: rules.lateRefund === 'deposit' ? 'deposit' : '',
    },
  };
}
