import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
}

/** E-mail and username compare case-insensitively: the columns are COLLATE NOCASE. */
export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private selectUser() {
    return this.db.selectFrom('users').select(['id', 'username', 'email', 'passwordHash']);
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.selectUser().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.selectUser().where('email', '=', email).executeTakeFirst();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
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

  async insert(trx: Trx, user: Omit<UserRow, 'id'>): Promise<number> {
    const row = await trx
      .insertInto('users')
      .values({ ...user, createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
