import { describe, expect, it } from 'vitest';

import { deliveryAddressFor, deliveryAddressInput, deliveryInput } from './address';
import { shortAddressOf } from './short-address';

const address = {
  districtId: 4,
  street: 'Prince Sultan St',
  building: 'Villa 12',
  floor: '',
  flat: '',
  landmark: 'Behind the Olaya mosque',
};

describe('the Saudi short address', () => {
  it('when it is four letters and four digits, then it is kept upper case without spaces, as typed on any phone', () => {
    expect(shortAddressOf('RRRD2929')).toBe('RRRD2929');
    expect(shortAddressOf('rrrd 2929')).toBe('RRRD2929');
    expect(shortAddressOf('RRRD-٢٩٢٩')).toBe('RRRD2929');
  });

  it('when letters or digits are missing, extra, or not Latin, then it is no short address', () => {
    for (const text of ['RRR2929', 'RRRD292', 'RRRDD2929', 'RRRD29290', '2929RRRD', 'ررر د2929', ''])
      expect(shortAddressOf(text), text).toBeNull();
  });
});

describe('a delivery address', () => {
  it('when the fields are given, then text is trimmed, the short address kept in its form and the pin as a link', () => {
    const parsed = deliveryAddressInput.parse({
      ...address,
      street: '  Prince Sultan St ',
      shortAddress: 'rrrd 2929',
      mapPin: 'https://maps.google.com/?q=24.69,46.68',
    });
    expect(parsed).toMatchObject({
      street: 'Prince Sultan St',
      shortAddress: 'RRRD2929',
      mapPin: 'https://maps.google.com/?q=24.69,46.68',
    });
  });

  it('when the short address is malformed or the pin is not an https link, then each field is named', () => {
    const result = deliveryAddressInput.safeParse({
      ...address,
      shortAddress: 'RRD29',
      mapPin: 'javascript:alert(1)',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['shortAddress', 'mapPin']);
  });

  it('when the shop is in Saudi Arabia, then the short address is required; elsewhere it is not', () => {
    const saudi = deliveryAddressFor('SA').safeParse(address);
    expect(saudi.error?.issues).toMatchObject([{ path: ['shortAddress'] }]);
    expect(deliveryAddressFor('SA').safeParse({ ...address, shortAddress: 'RRRD2929' }).success).toBe(true);
    expect(deliveryAddressFor('AE').safeParse(address).success).toBe(true);
  });

  it('when it is a gift, then the recipient’s name and phone are needed, the card message is kept apart, and prices may be hidden', () => {
    const gift = deliveryInput.parse({
      address,
      slotId: '7',
      recipient: { name: 'نورة', phone: '٠٥٠ ١٢٣ ٤٥٦٧', cardMessage: 'كل عام وأنتِ بخير', hidePrices: 'on' },
    });
    expect(gift).toMatchObject({
      slotId: 7,
      recipient: { name: 'نورة', phone: '050 123 4567', cardMessage: 'كل عام وأنتِ بخير', hidePrices: true },
    });
    expect(deliveryInput.parse({ address, slotId: 7 }).recipient).toBeNull();
    const nameless = deliveryInput.safeParse({ address, slotId: 7, recipient: { name: '', phone: '12' } });
    expect(new Set(nameless.error?.issues.map((issue) => issue.path.join('.')))).toEqual(
      new Set(['recipient.name', 'recipient.phone']),
    );
  });
});
