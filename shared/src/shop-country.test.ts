import { describe, expect, it } from 'vitest';

import { internationalDigits, shopCountry } from './shop-country';

describe('the shop country', () => {
  it('is the country of the shop’s WhatsApp number, then of its time zone, then the UAE', () => {
    expect(shopCountry({ whatsappNumber: '+966501234567', timeZone: 'Asia/Dubai' }).code).toBe('SA');
    expect(shopCountry({ whatsappNumber: '', timeZone: 'Asia/Qatar' }).code).toBe('QA');
    expect(shopCountry({ whatsappNumber: '+447911123456', timeZone: 'Asia/Kuwait' }).code).toBe('KW');
    expect(shopCountry({ whatsappNumber: null, timeZone: 'Europe/London' }).code).toBe('AE');
    expect(shopCountry(undefined)).toEqual({ code: 'AE', callingCode: '971', trunkPrefix: '0' });
  });

  it('gives wa.me the international digits of a number typed any way', () => {
    const uae = shopCountry({ timeZone: 'Asia/Dubai' });
    for (const typed of [
      '+971 50 987 6543',
      '0509876543',
      '00971509876543',
      '٠٥٠ ٩٨٧ ٦٥٤٣',
      '971509876543',
      '50 987 6543',
    ])
      expect(internationalDigits(typed, uae), typed).toBe('971509876543');
    expect(internationalDigits('5555 1234', shopCountry({ timeZone: 'Asia/Qatar' }))).toBe('97455551234');
    expect(internationalDigits('+44 7911 123456', uae)).toBe('447911123456');
  });
});
