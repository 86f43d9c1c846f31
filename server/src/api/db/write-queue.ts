import type { Database, Trx, TxHooks } from './database-types';

async function runAll(
  tasks: (() => Promise<void> | void)[],
  onError: (error: unknown) => void,
): Promise<void> {
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onError(error);
    }
  }
}

/** How a database runs one write transaction (SQLite's `BEGIN IMMEDIATE`, PostgreSQL's write lock). */
export type RunTransaction = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

/**
 * This process's writes, one at a time, with their hooks: the `write` and `exclusive` of a
 * Database (see there), and `settled()`, which waits for what is queued to finish.
 */
export function writeQueue(
  runTransaction: RunTransaction,
  onHookError: (error: unknown) => void,
): Pick<Database, 'write' | 'exclusive'> & { settled(): Promise<unknown> } {
  let queue: Promise<unknown> = Promise.resolve();

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    exclusive,
    write<T>(work: (trx: Trx, hooks: TxHooks) => Promise<T>) {
      return exclusive(async () => {
        const committed: (() => Promise<void> | void)[] = [];
        const rolledBack: (() => Promise<void> | void)[] = [];
        const hooks: TxHooks = {
          afterCommit: (task) => committed.push(task),
          afterRollback: (task) => rolledBack.push(task),
        };
        let result: T;
        try {
          result = await runTransaction((trx) => work(trx, hooks));
        } catch (error) {
          await runAll(rolledBack, onHookError);
          throw error;
        }
        await runAll(committed, onHookError);
        return result;
      });
    },
    settled: () => queue,
  };
}

/** A Database's `onReplaced` and `replaced`: listeners told that a restore replaced every row. */
export function replacedSignal(): Pick<Database, 'onReplaced' | 'replaced'> {
  const listeners: (() => void)[] = [];
  return {
    onReplaced: (listener) => void listeners.push(listener),
    replaced: () => {
      for (const listener of listeners) listener();
    },
  };
}
