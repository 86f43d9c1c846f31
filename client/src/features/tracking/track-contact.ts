import type { ShopCountry } from '@cakeshop/shared/shop-country';

/** How to reach the shop when a change is too late to make on the page: its WhatsApp and a phone. */
export interface TrackContact {
  whatsappNumber: string;
  /** The shop's country, which gives a number dialled at home its code for WhatsApp. */
  country: ShopCountry;
  phone: string;
  /** The branch that phone rings at. */
  name: string;
}
