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

export class Tokens {
  constructor(private readonly secret: string) {}

  issue(userId: number, rememberMe: boolean): IssuedToken {
    const lifetime = rememberMe ? REMEMBER_SECONDS : SHORT_SECONDS;
    const now = Math.floor(Date.now() / 1000);
    const token = jwt.sign({ sub: String(userId), iat: now, exp: now + lifetime }, this.secret, {
      algorithm: 'HS256',
    });
    return { token, expiresAt: new Date((now + lifetime) * 1000).toISOString() };
  }

  /** The user id in a valid token, else undefined. The algorithm is pinned: no `none`, no RS/HS swap. */
  verify(token: string): number | undefined {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return undefined;
      const id = Number(payload.sub);
      return Number.isSafeInteger(id) && id > 0 ? id : undefined;
    } catch {
      return undefined;
    }
  }
}
