import { describe, expect, it } from 'vitest';

import { telLink, whatsappLink } from './contact-links';

describe('contact links', () => {
  it('when a phone is written with spaces, dashes or Arabic-Indic digits, then the links carry its digits alone', () => {
    expect(telLink('+971 (50) 123-4567')).toBe('tel:+971501234567');
    expect(telLink('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('tel:0501234567');
    expect(whatsappLink('+971 50 123 4567', 'مرحبًا، أريد طلب كعكة')).toBe(
      `https://wa.me/971501234567?text=${encodeURIComponent('مرحبًا، أريد طلب كعكة')}`,
    );
  });
});
