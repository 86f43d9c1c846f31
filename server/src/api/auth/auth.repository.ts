import type { Role } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  lastLoginAt: string | null;
}

/** E-mail and username compare case-insensitively: the columns are COLLATE NOCASE. */
export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private selectUser(db: Kysely<DB> | Trx = this.db) {
    return db.selectFrom('users').select(['id', 'username', 'email', 'passwordHash', 'role', 'lastLoginAt']);
  }

  findById(id: number, db: Kysely<DB> | Trx = this.db): Promise<UserRow | undefined> {
    return this.selectUser(db).where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.selectUser().where('email', '=', email).executeTakeFirst();
  }

  list(): Promise<UserRow[]> {
    return this.selectUser().orderBy('username').execute();
  }

  async count(db: Kysely<DB> | Trx = this.db, role?: Role): Promise<number> {
    let query = db.selectFrom('users');
    if (role) query = query.where('role', '=', role);
    const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async taken(
    db: Kysely<DB> | Trx,
    username: string,
    email: string,
  ): Promise<'username' | 'email' | undefined> {
    const row = await db
      .selectFrom('users')
      .select(['username', 'email'])
      .where((eb) => eb.or([eb('username', '=', username), eb('email', '=', email)]))
      .executeTakeFirst();
    if (!row) return undefined;
    return row.email.toLowerCase() === email.toLowerCase() ? 'email' : 'username';
  }

  async insert(trx: Trx, user: Omit<UserRow, 'id' | 'lastLoginAt'>): Promise<number> {
    const row = await trx
      .insertInto('users')
      .values({ ...user, lastLoginAt: null, createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setPassword(trx: Trx, id: number, passwordHash: string): Promise<void> {
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', id).execute();
  }

  async setLastLogin(trx: Trx, id: number, at: string): Promise<void> {
    await trx.updateTable('users').set({ lastLoginAt: at }).where('id', '=', id).execute();
  }

  /** Their sessions go with them (ON DELETE CASCADE, migration 0003). */
  async delete(trx: Trx, id: number): Promise<void> {
    await trx.deleteFrom('users').where('id', '=', id).execute();
  }
}
