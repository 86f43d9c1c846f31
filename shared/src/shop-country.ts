import { phoneDigits, toAsciiDigits } from './digits';

/**
 * The shop's country, which gives a phone number typed without its country code ("050 987 6543")
 * its meaning. The settings hold no country of their own: it is read from what they hold, first
 * the shop's own WhatsApp number (international form, so its calling code names the country),
 * else the shop's time zone (each Gulf zone is one country's), else the United Arab Emirates
 * (the default zone's). One module for the server, which stores every phone in E.164 by it, and
 * the dashboard, which links WhatsApp by it; kept free of zod and of any library.
 */
export interface ShopCountry {
  /** ISO 3166-1 alpha-2, as phone-number libraries name countries. */
  code: GulfCountry;
  /** Without the plus: `971`. */
  callingCode: string;
  /** What a number dialled inside the country starts with (`0` in the UAE), '' where none. */
  trunkPrefix: string;
}

export type GulfCountry = 'AE' | 'SA' | 'QA' | 'KW' | 'BH' | 'OM';

interface Known extends ShopCountry {
  timeZones: readonly string[];
}

/** The Gulf's numbering plans: Saudi Arabia and the UAE dial a 0 first at home, the others nothing. */
const COUNTRIES: readonly Known[] = [
  { code: 'AE', callingCode: '971', trunkPrefix: '0', timeZones: ['Asia/Dubai'] },
  { code: 'SA', callingCode: '966', trunkPrefix: '0', timeZones: ['Asia/Riyadh'] },
  { code: 'QA', callingCode: '974', trunkPrefix: '', timeZones: ['Asia/Qatar'] },
  { code: 'KW', callingCode: '965', trunkPrefix: '', timeZones: ['Asia/Kuwait'] },
  { code: 'BH', callingCode: '973', trunkPrefix: '', timeZones: ['Asia/Bahrain'] },
  { code: 'OM', callingCode: '968', trunkPrefix: '', timeZones: ['Asia/Muscat'] },
];

const DEFAULT_COUNTRY = COUNTRIES[0]!;

const plain = ({ code, callingCode, trunkPrefix }: Known): ShopCountry => ({
  code,
  callingCode,
  trunkPrefix,
});

/** The settings the country is read from (HomeData, or the server's SiteSettings). */
export interface CountrySettings {
  whatsappNumber?: string | null | undefined;
  timeZone?: string | null | undefined;
}

export function shopCountry(settings: CountrySettings | undefined): ShopCountry {
  const whatsapp = toAsciiDigits(settings?.whatsappNumber ?? '').trim();
  if (whatsapp.startsWith('+')) {
    const digits = phoneDigits(whatsapp);
    const byNumber = COUNTRIES.find((country) => digits.startsWith(country.callingCode));
    if (byNumber) return plain(byNumber);
  }
  const byZone = COUNTRIES.find((country) => country.timeZones.includes(settings?.timeZone ?? ''));
  return plain(byZone ?? DEFAULT_COUNTRY);
}

/** National numbers in the Gulf have at most 9 digits: longer ones starting with the code are international. */
const LONGEST_NATIONAL = 9;

/**
 * A phone's digits in international form, as `wa.me` links want them (no plus, no 00): what the
 * server stores (E.164) loses its plus; a number as dialled in the shop's country gets its code
 * (its trunk 0 dropped). The server's own reading, with the numbering plans, is E.164 already.
 */
export function internationalDigits(phone: string, country: ShopCountry): string {
  const typed = toAsciiDigits(phone).trim();
  const digits = phoneDigits(typed);
  if (typed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.length > LONGEST_NATIONAL && digits.startsWith(country.callingCode)) return digits;
  if (country.trunkPrefix && digits.startsWith(country.trunkPrefix))
    return country.callingCode + digits.slice(country.trunkPrefix.length);
  return country.callingCode + digits;
}
