import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import jwt from 'jsonwebtoken';

const SHORT_SECONDS = 12 * 60 * 60;
const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
const SECRET_FILE = 'jwt-secret';

/** The configured secret, else one generated on first start and kept (owner-only) in DATA_DIR. */
export function loadJwtSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

/** What a valid token names: its user and its session (which must still exist to be honoured). */
export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/** 144 random bits, URL-safe: the session's primary key and the token's `sid`. */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

export class Tokens {
  constructor(private readonly secret: string) {}

  issue(userId: number, sessionId: string, rememberMe: boolean): IssuedToken {
    const lifetime = rememberMe ? REMEMBER_SECONDS : SHORT_SECONDS;
    const now = Math.floor(Date.now() / 1000);
    const token = jwt.sign(
      { sub: String(userId), sid: sessionId, iat: now, exp: now + lifetime },
      this.secret,
      {
        algorithm: 'HS256',
      },
    );
    return { token, expiresAt: new Date((now + lifetime) * 1000).toISOString() };
  }

  /**
   * The user and session in a valid token, else undefined. The algorithm is pinned: no `none`,
   * no RS/HS swap. A token without a session id (issued before sessions existed) is refused.
   */
  verify(token: string): TokenClaims | undefined {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return undefined;
      const userId = Number(payload.sub);
      const sessionId: unknown = payload.sid;
      if (!Number.isSafeInteger(userId) || userId < 1) return undefined;
      return typeof sessionId === 'string' && sessionId.length > 0 ? { userId, sessionId } : undefined;
    } catch {
      return undefined;
    }
  }
}
