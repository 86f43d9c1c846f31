/** Cards sit three across from 64rem, two from 40rem, one below: the browser picks the variant. */
export const CARD_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';
