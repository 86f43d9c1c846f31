import { phoneDigits } from '@cakeshop/shared/digits';

/** A `tel:` link: the plus and the digits alone, so any way of writing the number dials it. */
export function telLink(phone: string): string {
  const digits = phoneDigits(phone);
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A WhatsApp chat with a number in international form, the message typed in already
 * (https://faq.whatsapp.com/5913398998672934: digits only, no plus or leading zeros).
 */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(text)}`;
}
