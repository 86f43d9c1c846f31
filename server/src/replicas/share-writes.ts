import type { WriteChanges } from '@cakeshop/shared';

import { isSharedChange, type ChangesBus, type SharedChange } from './changes-bus';

/** What the embedded API says of its writes, and what it forgets when another replica writes. */
export interface WritingApi {
  onChange(listener: (changes: WriteChanges) => void): void;
  changedElsewhere(changes: SharedChange): void;
}

/**
 * Replicas tell each other of their writes: this one's go out on the bus, and another's make this
 * one forget what it keeps of them (the API's remembered facts and, for content, the rendered
 * pages: a visitor's order changes no page, DESIGN.md's "A cache says what invalidates it"), or
 * look again at the schedules of drafts. Accounts change nothing anyone keeps.
 */
export function shareWrites(bus: ChangesBus, api: WritingApi, dropPages: () => void): void {
  api.onChange((changes) => {
    if (isSharedChange(changes)) bus.publish(changes);
  });
  bus.onRemote((change) => {
    api.changedElsewhere(change);
    if (change === 'content') dropPages();
  });
}
