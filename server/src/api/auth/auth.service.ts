import { randomBytes } from 'node:crypto';

import type { User } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { AuthUser } from '../http/handler';
import type { UserRow, UsersRepository } from './auth.repository';
import { hashPassword, spendHashTime, verifyPassword } from './password';
import type { LoginThrottle } from './throttle';
import type { IssuedToken, Tokens } from './tokens';

/** Every user of the embedded API is an administrator. */
const ROLES = ['admin'];
const BAD_LOGIN = 'Wrong e-mail or password';

export function toUser(row: Pick<UserRow, 'id' | 'username' | 'email'>): User {
  return { id: row.id, username: row.username, email: row.email, roles: [...ROLES] };
}

export class AuthService {
  constructor(
    private readonly database: Database,
    private readonly users: UsersRepository,
    private readonly tokens: Tokens,
    private readonly throttle: LoginThrottle,
  ) {}

  async login(email: string, password: string, rememberMe: boolean, ip: string): Promise<IssuedToken> {
    // Counted before the password is checked: attempts sent at the same time all count.
    const attempt = await this.throttle.begin(`${email.toLowerCase()}|${ip}`);
    const row = await this.users.findByEmail(email);
    let ok: boolean;
    try {
      // An unknown e-mail costs the same hashing time as a wrong password, so timing tells nothing.
      ok = row ? await verifyPassword(password, row.passwordHash) : (await spendHashTime(password), false);
    } catch (error) {
      attempt.notChecked();
      throw error;
    }
    if (!row || !ok) throw new ApiError(401, 'auth.invalid_credentials', BAD_LOGIN);
    attempt.succeeded();
    return this.tokens.issue(row.id, rememberMe);
  }

  /** The user a bearer token names, if the token is valid and the user still exists. */
  async authenticate(authorization: string | undefined): Promise<AuthUser | undefined> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const id = match?.[1] ? this.tokens.verify(match[1]) : undefined;
    const row = id === undefined ? undefined : await this.users.findById(id);
    return row ? toUser(row) : undefined;
  }

  async addUser(input: { username: string; email: string; password: string }): Promise<User> {
    // A duplicate is refused before the slow hash; the hash runs outside the write queue, and
    // the check is repeated with the insert in one transaction, so a race cannot slip through.
    await this.refuseTaken(this.database.db, input.username, input.email);
    const passwordHash = await hashPassword(input.password);
    return this.database.write(async (trx) => {
      await this.refuseTaken(trx, input.username, input.email);
      const id = await this.users.insert(trx, { username: input.username, email: input.email, passwordHash });
      return toUser({ id, username: input.username, email: input.email });
    });
  }

  private async refuseTaken(db: Kysely<DB> | Trx, username: string, email: string): Promise<void> {
    const taken = await this.users.taken(db, username, email);
    if (taken === 'email')
      throw ApiError.conflict('user.email_taken', 'A user with this e-mail already exists');
    if (taken === 'username')
      throw ApiError.conflict('user.username_taken', 'A user with this username already exists');
  }

  /** First start with no users: create the administrator, printing a generated password once. */
  async ensureFirstAdmin(email: string, password: string | undefined, logger: Logger): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const chosen = password ?? randomBytes(12).toString('base64url');
    const username =
      email
        .split('@')[0]
        ?.replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 40) || 'admin';
    await this.addUser({ username: username.length >= 3 ? username : 'admin', email, password: chosen });
    if (!password) {
      logger.warn(
        [
          '',
          '==================== FIRST ADMINISTRATOR ====================',
          `  e-mail:   ${email}`,
          `  password: ${chosen}`,
          '  Shown once. Sign in and keep it safe, or set ADMIN_PASSWORD.',
          '=============================================================',
        ].join('\n'),
      );
    }
  }
}
