import { phoneDigits } from '@cakeshop/shared/digits';
import { internationalDigits } from '@cakeshop/shared/shop-country';
import type { ShopCountry } from '@cakeshop/shared/shop-country';

/** A `tel:` link: the plus and the digits alone, so any way of writing the number dials it. */
export function telLink(phone: string): string {
  const digits = phoneDigits(phone);
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A WhatsApp chat with a number, the message typed in already. WhatsApp wants the international
 * number without plus or 00 (https://faq.whatsapp.com/5913398998672934): a number as dialled in
 * the shop's country ("050…") gets the country's code.
 */
export function whatsappLink(number: string, text: string, country: ShopCountry): string {
  return `https://wa.me/${internationalDigits(number, country)}?text=${encodeURIComponent(text)}`;
}
