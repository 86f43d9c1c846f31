import { createHmac, timingSafeEqual } from 'node:crypto';

import type { ContentKind } from '@cakeshop/shared';
import { isContentKind } from '@cakeshop/shared';

/** How long a shared preview link works. */
export const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PreviewTarget {
  kind: ContentKind;
  id: number;
}

const encode = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signed, expiring links to a record's draft (HMAC-SHA256 with a key derived from the server's
 * secret, so a preview token can never pass for a login token or the other way round). The
 * token names the record, not a draft's contents: the link shows the draft as it is when opened.
 */
export class PreviewLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = createHmac('sha256', secret).update('cakeshop preview links v1').digest();
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  create(target: PreviewTarget): { token: string; expiresAt: string } {
    const expires = new Date(this.now().getTime() + PREVIEW_LINK_DAYS * DAY_MS);
    const payload = encode(
      Buffer.from(JSON.stringify({ k: target.kind, i: target.id, e: Math.floor(expires.getTime() / 1000) })),
    );
    return { token: `${payload}.${encode(this.sign(payload))}`, expiresAt: expires.toISOString() };
  }

  /** The record a token names, or null when it is forged, damaged or expired (never which). */
  verify(token: string): PreviewTarget | null {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    // Compared as the text issued: base64url decoding ignores the last character's spare bits,
    // so a link with that character changed would otherwise still pass.
    const given = Buffer.from(signature);
    const expected = Buffer.from(encode(this.sign(payload)));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const { k, i, e } = (claims ?? {}) as { k?: unknown; i?: unknown; e?: unknown };
    if (!isContentKind(k) || !Number.isSafeInteger(i) || typeof e !== 'number') return null;
    if (e * 1000 <= this.now().getTime()) return null;
    return { kind: k, id: i as number };
  }
}
