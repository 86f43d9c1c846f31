import { describe, expect, it } from 'vitest';

import { phoneDigits, toAsciiDecimal, toAsciiDigits } from './digits';
import { cakeOrderInput } from './entities/requests';
import { courseInput } from './entities/course';
import { shopSettings } from './entities/settings';
import { integer, price } from './fields';

const order = {
  cakeId: '٣',
  quantity: '٢',
  pickupDate: '2030-01-05T00:00:00.000Z',
  branchId: '۱',
  customerName: 'سارة',
  phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
  language: 'ar',
};

describe('digits in any script', () => {
  it('when Arabic-Indic or Persian digits are given, then they read as ASCII', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ 42')).toBe('0123456789 0123456789 42');
    expect(phoneDigits('+٩٧١ (50) 123-4567')).toBe('971501234567');
  });

  it('when an order is written with Arabic-Indic digits, then every number and the phone come out in ASCII', () => {
    const parsed = cakeOrderInput.parse(order);
    expect(parsed).toMatchObject({ cakeId: 3, quantity: 2, branchId: 1, phone: '+971 50 123 4567' });
  });

  it('when a price is typed with the Arabic decimal separator, then it reads as a decimal point', () => {
    expect(toAsciiDecimal('١٢٫٥')).toBe('12.5');
    expect(price.parse('١٢٫٥')).toBe(12.5);
    expect(price.parse('٣٩٫٩٩')).toBe(39.99);
    expect(price.parse('١٫٢٥٥')).toBe(1.255);
    expect(price.safeParse('١٢٫٥٠٠١').success).toBe(false);
  });

  it('when a whole number is typed with a decimal separator, then it is refused', () => {
    expect(integer(0).safeParse('١٢٫٥').success).toBe(false);
    expect(integer(0).parse('١٢')).toBe(12);
  });

  it('when a price, a course time or a WhatsApp number uses Arabic-Indic digits, then each is read', () => {
    expect(price.parse('٥٠')).toBe(50);
    const course = courseInput.parse({
      titleEn: 'T',
      titleAr: 'ت',
      price: '٤٠',
      categoryId: '١',
      startTime: '١٨:٣٠',
      seats: '١٢',
    });
    expect(course).toMatchObject({ price: 40, startTime: '18:30', seats: 12 });
    const settings = shopSettings.parse({ whatsappNumber: '+٩٧١ ٥٠-١٢٣-٤٥٦٧', orderLeadDays: '٥' });
    expect(settings).toMatchObject({
      whatsappNumber: '+971501234567',
      orderLeadDays: 5,
      timeZone: 'Asia/Dubai',
    });
  });

  it('when a phone has letters or fewer than six digits, then it is refused', () => {
    expect(cakeOrderInput.safeParse({ ...order, phone: '12345' }).success).toBe(false);
    expect(cakeOrderInput.safeParse({ ...order, phone: '050-CAKE-12' }).success).toBe(false);
  });

  it('when the time zone is not an IANA name, then the shop settings are refused', () => {
    expect(shopSettings.safeParse({ timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(shopSettings.safeParse({ timeZone: 'Europe/London' }).success).toBe(true);
    expect(shopSettings.safeParse({ orderLeadDays: 61 }).success).toBe(false);
  });
});
