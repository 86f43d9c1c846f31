/** How to reach the shop when a change is too late to make on the page: its WhatsApp and a phone. */
export interface TrackContact {
  whatsappNumber: string;
  phone: string;
  /** The branch that phone rings at. */
  name: string;
}
