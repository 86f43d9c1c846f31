/** Cards sit three across from 64rem, two from 40rem, one below: the browser picks the variant. */
export const CARD_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';

/** Cards a list page shows before any scrolling: their pictures are its largest paint, so not lazy. */
export const FIRST_ROW = 2;
