import type { Role, User } from '@cakeshop/shared';

import { recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import { ApiError } from '../errors';
import type { AuthUser } from '../http/handler';
import type { UserRow, UsersRepository } from './auth.repository';
import type { PasswordHasher } from './password';
import { assertPasswordAllowed } from './password-policy';
import type { SessionsRepository } from './sessions.repository';
import type { LoginThrottle } from './throttle';
import type { IssuedToken, Tokens } from './tokens';
import { newSessionId } from './tokens';

const BAD_LOGIN = 'Wrong e-mail or password';

export function toUser(row: Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'lastLoginAt'>): User {
  const roles: Role[] = [row.role];
  return { id: row.id, username: row.username, email: row.email, roles, lastLoginAt: row.lastLoginAt };
}

/** Signing in and out, and the sessions a token stands for (API.md, "Login and tokens"). */
export class AuthService {
  constructor(
    private readonly database: Database,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly tokens: Tokens,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
  ) {}

  async login(email: string, password: string, rememberMe: boolean, ip: string): Promise<IssuedToken> {
    // Counted before the password is checked: attempts sent at the same time all count.
    const attempt = await this.throttle.begin(`${email.toLowerCase()}|${ip}`);
    const row = await this.users.findByEmail(email);
    let ok: boolean;
    try {
      // An unknown e-mail costs the same hashing time as a wrong password, so timing tells nothing.
      ok = row
        ? await this.passwords.verify(password, row.passwordHash)
        : (await this.passwords.spendHashTime(password), false);
    } catch (error) {
      attempt.notChecked();
      throw error;
    }
    if (!row || !ok) throw new ApiError(401, 'auth.invalid_credentials', BAD_LOGIN);
    attempt.succeeded();
    return this.database.write(async (trx) => {
      const now = new Date().toISOString();
      await this.sessions.deleteExpired(trx, now);
      await this.users.setLastLogin(trx, row.id, now);
      await recordActivity(
        trx,
        { action: 'login', entity: 'User', entityId: row.id },
        { userId: row.id, username: row.username },
      );
      return this.startSession(trx, row.id, rememberMe);
    });
  }

  /** A new session row and the token that names it. */
  private async startSession(trx: Trx, userId: number, remember: boolean): Promise<IssuedToken> {
    const id = newSessionId();
    const issued = this.tokens.issue(userId, id, remember);
    await this.sessions.insert(trx, { id, userId, remember, expiresAt: issued.expiresAt });
    return issued;
  }

  /**
   * The user a bearer token names, if the token is valid and its session is still open: one
   * indexed lookup (session and user by primary key) per signed-in request.
   */
  async authenticate(authorization: string | undefined): Promise<AuthUser | undefined> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const claims = match?.[1] ? this.tokens.verify(match[1]) : undefined;
    if (!claims) return undefined;
    const row = await this.sessions.findUser(claims.sessionId, claims.userId, new Date().toISOString());
    return row ? { ...toUser(row), sessionId: claims.sessionId } : undefined;
  }

  /** Ends this session: its token gets 401 from now on. */
  async logout(user: AuthUser): Promise<void> {
    await this.database.write(async (trx) => {
      await this.sessions.delete(trx, user.sessionId);
      await recordActivity(trx, { action: 'logout', entity: 'User', entityId: user.id });
    });
  }

  /**
   * A new password after proving the current one: every session of the user ends, this one
   * included, and a fresh token (remembered as this session was) takes its place.
   */
  async changePassword(user: AuthUser, currentPassword: string, newPassword: string): Promise<IssuedToken> {
    const row = await this.users.findById(user.id);
    if (!row) throw ApiError.unauthorized();
    // The rule first: it costs far less than the hash, and says nothing about the current password.
    assertPasswordAllowed(newPassword, row, 'newPassword');
    if (!(await this.passwords.verify(currentPassword, row.passwordHash))) {
      const message = 'The current password is wrong';
      throw new ApiError(400, 'auth.wrong_password', message, [{ path: 'currentPassword', message }]);
    }
    const passwordHash = await this.passwords.hash(newPassword);
    return this.database.write(async (trx) => {
      const remember = await this.sessions.remembers(trx, user.sessionId);
      // Logged out, or signed out by another password change, while this hash was computed.
      if (remember === undefined) throw ApiError.unauthorized();
      await this.users.setPassword(trx, user.id, passwordHash);
      await this.sessions.deleteAllOf(trx, user.id);
      await recordActivity(trx, {
        action: 'password',
        entity: 'User',
        entityId: user.id,
        summary: row.username,
      });
      return this.startSession(trx, user.id, remember);
    });
  }
}
