import type { Paged } from '@cakeshop/shared';

import type { Database } from '../db/database';
import { RequestInbox } from './inbox';
import type { ListQuery } from './inbox';
import type { Places } from './places';
import { RequestRegistry } from './registry';
import { RequestChangesRepository } from './request-changes.repository';
import type { OutOf, RequestKinds } from './request-kind';
import type { ReadSiteSettings } from './site-settings';
import { RequestStatus } from './status';
import type { MoveListener, StatusChange } from './status';
import { RequestTracking } from './tracking';
import type { VisitorLimits } from './visitor-limits';

/** One kind's share of the requests: what its own rows of the endpoint table call. */
export interface KindRequests<Out> {
  list(query: ListQuery): Promise<Paged<Out>>;
  get(id: number): Promise<Out>;
  changeStatus(change: StatusChange): Promise<Out>;
}

export interface RequestsOptions {
  settings: ReadSiteSettings;
  places: Places;
  now: () => Date;
  onMoved?: MoveListener | undefined;
  /** The site's host, for the calendar files' UIDs. */
  siteHost?: string | undefined;
}

/**
 * Every kind of visitor request, handled alike from its registry entry, by concern: the registry
 * (kinds, their rows, references unique across kinds), status steps (status.ts), the visitor's
 * tracking (tracking.ts) and the staff's inbox (inbox.ts). Kinds bring only their own checks and
 * what they store.
 */
export class Requests<Kinds extends RequestKinds> {
  readonly changes = new RequestChangesRepository();
  readonly registry: RequestRegistry<Kinds>;
  readonly status: RequestStatus<Kinds>;
  readonly tracking: RequestTracking<Kinds>;
  readonly inbox: RequestInbox<Kinds>;

  constructor(database: Database, kinds: Kinds, limits: VisitorLimits, options: RequestsOptions) {
    this.registry = new RequestRegistry(database, kinds);
    this.status = new RequestStatus(database, this.registry, this.changes, options.now, options.onMoved);
    this.tracking = new RequestTracking(database, this.registry, this.changes, limits, options);
    this.inbox = new RequestInbox(database, this.registry, this.changes);
  }

  /** One kind's share, for its own routes. */
  of<K extends keyof Kinds & string>(kind: K): KindRequests<OutOf<Kinds[K]>> {
    return {
      list: (query) => this.inbox.list(kind, query),
      get: (id) => this.inbox.get(kind, id),
      changeStatus: (change) => this.status.changeStatus(kind, change),
    };
  }
}
