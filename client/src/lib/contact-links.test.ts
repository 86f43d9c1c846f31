import { shopCountry } from '@cakeshop/shared/shop-country';
import { describe, expect, it } from 'vitest';

import { telLink, whatsappLink } from './contact-links';

const uae = shopCountry({ timeZone: 'Asia/Dubai' });

describe('contact links', () => {
  it('when a phone is written with spaces, dashes or Arabic-Indic digits, then the links carry its digits alone', () => {
    expect(telLink('+971 (50) 123-4567')).toBe('tel:+971501234567');
    expect(telLink('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('tel:0501234567');
    expect(whatsappLink('+971 50 123 4567', 'مرحبًا، أريد طلب كعكة', uae)).toBe(
      `https://wa.me/971501234567?text=${encodeURIComponent('مرحبًا، أريد طلب كعكة')}`,
    );
  });

  it('when a phone is written as dialled in the shop’s country or with 00, then WhatsApp gets it with the country’s code', () => {
    for (const phone of ['0501234567', '00971501234567', '٠٥٠١٢٣٤٥٦٧'])
      expect(whatsappLink(phone, 'Hi', uae), phone).toBe('https://wa.me/971501234567?text=Hi');
    expect(whatsappLink('55551234', 'Hi', shopCountry({ timeZone: 'Asia/Qatar' }))).toBe(
      'https://wa.me/97455551234?text=Hi',
    );
  });
});
