import { randomBytes } from 'node:crypto';

import type { addUserInput, User } from '@cakeshop/shared';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { z } from 'zod';

import { actingAs, SYSTEM } from '../http/actor';
import { recordActivity } from '../audit/record-activity';
import type { Database, Trx } from '../db/database';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import type { AuthUser } from '../http/handler';
import type { UsersRepository } from './auth.repository';
import { toUser } from './auth.service';
import type { PasswordHasher } from './password';
import { assertPasswordAllowed, passwordProblem } from './password-policy';

type AddUserInput = z.output<typeof addUserInput>;

/** The generated password as a person reads it in a terminal: real lines, framed. */
function firstAdminBanner(email: string, password: string): string {
  return [
    '',
    '==================== FIRST ADMINISTRATOR ====================',
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    '  Shown once. Sign in and keep it safe, or set ADMIN_PASSWORD.',
    '=============================================================',
    '',
  ].join('\n');
}

/** The administrators: listed, added and removed by owners (API.md, Auth rows). */
export class UsersService {
  constructor(
    private readonly database: Database,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  async list(): Promise<User[]> {
    return (await this.users.list()).map(toUser);
  }

  async add(input: AddUserInput): Promise<User> {
    // A duplicate is refused before the slow hash; the hash runs outside the write queue, and
    // the check is repeated with the insert in one transaction, so a race cannot slip through.
    await this.refuseTaken(this.database.db, input.username, input.email);
    assertPasswordAllowed(input.password, input, 'password');
    const passwordHash = await this.passwords.hash(input.password);
    return this.database.write(async (trx) => {
      await this.refuseTaken(trx, input.username, input.email);
      const { username, email, role } = input;
      const id = await this.users.insert(trx, { username, email, role, passwordHash });
      await recordActivity(trx, { action: 'add', entity: 'User', entityId: id, summary: username });
      return toUser({ id, username, email, role, lastLoginAt: null });
    });
  }

  /** Removes an administrator, ending their sessions; never yourself, never the last owner. */
  async delete(by: AuthUser, id: number): Promise<void> {
    await this.database.write(async (trx) => {
      const row = await this.users.findById(id, trx);
      if (!row) throw ApiError.notFound('No such user');
      if (row.id === by.id) throw ApiError.conflict('user.self', 'You cannot remove yourself');
      if (row.role === 'owner' && (await this.users.count(trx, 'owner')) <= 1)
        throw ApiError.conflict('user.last_owner', 'The last owner cannot be removed');
      await this.users.delete(trx, id);
      await recordActivity(trx, { action: 'delete', entity: 'User', entityId: id, summary: row.username });
    });
  }

  private async refuseTaken(db: Kysely<DB> | Trx, username: string, email: string): Promise<void> {
    const taken = await this.users.taken(db, username, email);
    if (taken === 'email')
      throw ApiError.conflict('user.email_taken', 'A user with this e-mail already exists');
    if (taken === 'username')
      throw ApiError.conflict('user.username_taken', 'A user with this username already exists');
  }

  /**
   * First start with no users: the owner from ADMIN_EMAIL, with ADMIN_PASSWORD (held to the
   * password rule: a refusal stops start-up and says why) or a generated password, told once: as
   * one structured log line a log collector keeps whole (its message readable on its own, with no
   * line breaks to escape), and, when a person watches the server in a terminal, as a banner.
   */
  async ensureFirstAdmin(
    email: string,
    password: string | undefined,
    logger: Logger,
    terminal?: (text: string) => void,
  ): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const chosen = password ?? randomBytes(12).toString('base64url');
    const name =
      email
        .split('@')[0]
        ?.replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 40) || 'admin';
    const username = name.length >= 3 ? name : 'admin';
    const problem = passwordProblem(chosen, { username, email });
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem.message}`);
    await actingAs(SYSTEM, () => this.add({ username, email, password: chosen, role: 'owner' }));
    if (password) return;
    logger.warn(
      { firstAdministrator: { email, password: chosen } },
      `FIRST ADMINISTRATOR: e-mail ${email}, password ${chosen} (shown once: sign in and keep it safe, or set ADMIN_PASSWORD)`,
    );
    terminal?.(firstAdminBanner(email, chosen));
  }
}
