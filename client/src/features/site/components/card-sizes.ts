/**
 * Cards sit three across from 64rem, two across below (a shop window on a phone, see cards.css):
 * the browser picks the picture variant from these widths.
 */
export const CARD_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 46vw';

/** Cards a list page shows before any scrolling on a phone (two rows of two): their pictures are
 * its largest paint, so they load at once instead of lazily. */
export const EAGER_CARDS = 4;
