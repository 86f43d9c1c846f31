import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * What one replica's write makes the others do: forget what they keep of content (pages, facts)
 * or of requests (day counts), or look again at the drafts' schedules.
 */
export type SharedChange = 'content' | 'requests' | 'drafts';

const SHARED_CHANGES: readonly string[] = ['content', 'requests', 'drafts'] satisfies SharedChange[];

export const isSharedChange = (value: unknown): value is SharedChange =>
  typeof value === 'string' && SHARED_CHANGES.includes(value);

export interface ChangesBus {
  /** Tells the other replicas that this one wrote. */
  publish(change: SharedChange): void;
  /**
   * `listener` hears what another replica wrote, and `content` after Redis was out of reach (what
   * was said meanwhile is lost: pub/sub keeps nothing), so nothing stays stale past an outage.
   */
  onRemote(listener: (change: SharedChange) => void): void;
}

interface Message {
  from: string;
  change: SharedChange;
}

function parse(text: string): Message | undefined {
  try {
    const message = JSON.parse(text) as Partial<Message>;
    if (typeof message.from === 'string' && isSharedChange(message.change)) return message as Message;
  } catch {
    // Not one of ours: another program publishing on the channel.
  }
  return undefined;
}

/**
 * Changes through Redis pub/sub, on a channel per Redis database: sites kept apart by database
 * number (`redis://host:6379/2`) are apart here too, though pub/sub itself ignores databases.
 * A replica ignores its own messages: it dropped what it had when it wrote.
 */
export function redisChanges(
  publisher: Redis,
  subscriber: Redis,
  database: number,
  logger: Logger,
): ChangesBus {
  const channel = `cakeshop:${database}:changes`;
  const me = randomUUID();
  const listeners: ((change: SharedChange) => void)[] = [];
  const tell = (change: SharedChange) => listeners.forEach((listener) => listener(change));

  // Connected already (the server waited for it at start-up): the next `ready` is a reconnection.
  let connectedBefore = subscriber.status === 'ready';
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnection; what was published meanwhile is lost.
    if (connectedBefore) tell('content');
    connectedBefore = true;
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parse(text);
    if (message && message.from !== me) tell(message.change);
  });
  subscriber.subscribe(channel).catch((error: unknown) => {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'could not hear other replicas',
    );
  });

  return {
    publish(change) {
      publisher
        .publish(channel, JSON.stringify({ from: me, change } satisfies Message))
        .catch((error: unknown) => {
          logger.warn(
            { change, err: error instanceof Error ? error.message : String(error) },
            'other replicas were not told of a write: what they keep of it stays until it expires or a later write',
          );
        });
    },
    onRemote(listener) {
      listeners.push(listener);
    },
  };
}
