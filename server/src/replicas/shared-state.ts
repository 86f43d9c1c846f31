import type { Logger } from 'pino';

import { redisChanges, type ChangesBus } from './changes-bus';
import { memoryLimiters, redisLimiters, type Limiters } from './limiters';
import { connectRedis, firstConnection, redisDatabase, redisPlace } from './redis';

/** A hung Redis must not hold a login or an order: past this, the limiter counts in memory. */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * What replicas share (REDIS_URL): the limiters' counts and the news of each other's writes.
 * Without REDIS_URL: counts in this process and no one to tell, as a single server has always run.
 */
export interface SharedState {
  limiters: Limiters;
  /** Undefined for a single server. */
  changes: ChangesBus | undefined;
  /** Several servers may use one DATA_DIR on this machine (SQLite takes turns between them). */
  sharedDataDir: boolean;
  close(): void;
}

export async function sharedState(redisUrl: string | undefined, logger: Logger): Promise<SharedState> {
  if (!redisUrl)
    return { limiters: memoryLimiters, changes: undefined, sharedDataDir: false, close: () => {} };
  const log = logger.child({ component: 'replicas' });
  const commands = connectRedis(redisUrl, log, 'commands', { commandTimeout: COMMAND_TIMEOUT_MS });
  // A connection that subscribes can do nothing else (Redis's rule), hence a second one.
  const subscriber = connectRedis(redisUrl, log, 'changes');
  await Promise.all([firstConnection(commands), firstConnection(subscriber)]);
  if (commands.status === 'ready')
    log.info({ redis: redisPlace(redisUrl) }, 'limits and writes are shared with the other replicas');
  return {
    limiters: redisLimiters(commands),
    changes: redisChanges(commands, subscriber, redisDatabase(redisUrl), log),
    sharedDataDir: true,
    close: () => {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
