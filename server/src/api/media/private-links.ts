import { createHmac, timingSafeEqual } from 'node:crypto';

import { MEDIA_URL_PREFIX } from './media-store';

const HOUR_SECONDS = 60 * 60;

/**
 * Links to pictures only some may see (a visitor's custom-cake pictures: the staff see them in
 * answers they must sign in for). A link names its file and when it stops working, signed with
 * the server's secret. It is the same link through the hour it is given in and good for the next,
 * so a browser keeps the picture (privately) meanwhile.
 */
export class PrivateLinks {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  private sign(file: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`media:${file}:${expires}`).digest('base64url');
  }

  /** `/api/media/<file>?access=<expires>.<signature>`. */
  urlOf = (file: string): string => {
    const hour = Math.floor(this.now().getTime() / 1000 / HOUR_SECONDS);
    const expires = (hour + 2) * HOUR_SECONDS;
    return `${MEDIA_URL_PREFIX}${file}?access=${expires}.${this.sign(file, expires)}`;
  };

  /** How many seconds a link's `access` is still good for; null when forged, for another file or expired. */
  secondsLeft(file: string, access: unknown): number | null {
    if (typeof access !== 'string') return null;
    const match = /^(\d{1,12})\.([\w-]{43})$/.exec(access);
    if (!match) return null;
    const expires = Number(match[1]);
    const given = Buffer.from(match[2]!);
    const expected = Buffer.from(this.sign(file, expires));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const left = expires - Math.floor(this.now().getTime() / 1000);
    return left > 0 ? left : null;
  }
}
