import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

/** The user a live session belongs to, as every signed-in request needs them. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: 'owner' | 'editor';
  lastLoginAt: string | null;
}

export interface NewSession {
  id: string;
  userId: number;
  remember: boolean;
  expiresAt: string;
}

/** Sessions are deleted to revoke them: a token is honoured only while its row exists. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The one lookup of every signed-in request: the session by primary key, joined to its user by
   * primary key. Expired or revoked (deleted) sessions, and a token naming another user, find none.
   */
  findUser(sessionId: string, userId: number, now: string): Promise<SessionUser | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select(['users.id', 'users.username', 'users.email', 'users.role', 'users.lastLoginAt'])
      .where('sessions.id', '=', sessionId)
      .where('sessions.userId', '=', userId)
      .where('sessions.expiresAt', '>', now)
      .executeTakeFirst();
  }

  async remembers(trx: Trx, sessionId: string): Promise<boolean | undefined> {
    const row = await trx
      .selectFrom('sessions')
      .select('remember')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row ? row.remember === 1 : undefined;
  }

  async insert(trx: Trx, session: NewSession): Promise<void> {
    await trx
      .insertInto('sessions')
      .values({ ...session, remember: session.remember ? 1 : 0, createdAt: new Date().toISOString() })
      .execute();
  }

  async delete(trx: Trx, sessionId: string): Promise<void> {
    await trx.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  async deleteAllOf(trx: Trx, userId: number): Promise<void> {
    await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
  }

  /** Expired rows are worthless; each login sweeps them so the table stays small. */
  async deleteExpired(trx: Trx, now: string): Promise<void> {
    await trx.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
  }
}
