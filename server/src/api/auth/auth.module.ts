import type { Limiters } from '../../replicas/limiters';
import type { ApiModule } from '../http/api-module';
import type { Database } from '../db/database';
import { UsersRepository } from './auth.repository';
import { authHandlers, requireUser, type AuthRows } from './auth.routes';
import { AuthService } from './auth.service';
import type { PasswordHasher } from './password';
import { SessionsRepository } from './sessions.repository';
import { LoginThrottle } from './throttle';
import { Tokens } from './tokens';
import { UsersService } from './users.service';

export interface AuthModule extends ApiModule<AuthRows> {
  /** The router's check of a signed-in account, for the rows that need one. */
  requireUser: ReturnType<typeof requireUser>;
  /** The accounts: the first administrator is made through it at start-up. */
  users: UsersService;
}

/** Signing in, sessions and the staff's accounts. */
export function createAuthModule({
  database,
  secret,
  passwords,
  limiters,
}: {
  database: Database;
  secret: string;
  passwords: PasswordHasher;
  limiters?: Limiters | undefined;
}): AuthModule {
  const accounts = new UsersRepository(database.db);
  const auth = new AuthService(
    database,
    accounts,
    new SessionsRepository(database.db),
    new Tokens(secret),
    new LoginThrottle(limiters),
    passwords,
  );
  const users = new UsersService(database, accounts, passwords);
  return { handlers: authHandlers(auth, users), requireUser: requireUser(auth), users };
}
