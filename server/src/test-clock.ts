/**
 * A clock a test moves, for what waits for a time (a scheduled draft): it runs from where it was
 * last set, and tells its listeners when it is moved. Only tests use it: API tests directly,
 * browser tests through `main.ts`, which takes it only under NODE_ENV=test with TEST_CLOCK set
 * (env.ts refuses TEST_CLOCK otherwise) and moves it on `clock <ISO time>` lines from its stdin.
 */
export interface TestClock {
  now: () => Date;
  onChange: (listener: () => void) => void;
  set: (at: Date) => void;
}

export function testClock(start: Date, realNow: () => number = Date.now): TestClock {
  let offset = start.getTime() - realNow();
  const listeners: (() => void)[] = [];
  return {
    now: () => new Date(realNow() + offset),
    onChange: (listener) => listeners.push(listener),
    set(at) {
      offset = at.getTime() - realNow();
      for (const listener of listeners) listener();
    },
  };
}
