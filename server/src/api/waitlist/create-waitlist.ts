import type { WaitlistEntry } from '@cakeshop/shared';
import type { Logger } from 'pino';

import type { Database } from '../db/database';
import type { Intake } from '../requests/intake';
import type { RequestKindSpec } from '../requests/request-kind';
import type { KindRequests } from '../requests/requests';
import type { WaitlistOffersDeps } from './waitlist-offers';
import { WaitlistOffers } from './waitlist-offers';
import type { WaitlistEntryRow } from './waitlist.repository';
import { waitlistIntake } from './waitlist.intake';
import { WaitlistRepository } from './waitlist.repository';
import { waitlistHandlers } from './waitlist.routes';
import { WaitlistService } from './waitlist.service';
import { WaitlistSweeper } from './waitlist.sweeper';

export interface WaitlistParts {
  database: Database;
  /** The kind's registry entry. */
  spec: RequestKindSpec<WaitlistEntryRow, unknown>;
  requests: KindRequests<WaitlistEntry>;
  /** What an offer needs besides the waitlist: the bookings it makes, the site, the outbox. */
  offers: Omit<WaitlistOffersDeps, 'database' | 'waitlist' | 'now'>;
  intake: Intake;
  now: () => Date;
  logger: Logger;
}

/** The waiting lists: their rows' handlers, and the sweeper that offers freed seats. */
export function createWaitlist(parts: WaitlistParts) {
  const { database, spec, requests, intake, now } = parts;
  const repository = new WaitlistRepository();
  const offers = new WaitlistOffers({
    ...parts.offers,
    database,
    waitlist: repository,
    now,
  });
  const sweeper = new WaitlistSweeper(
    { run: () => offers.sweep(), nextDue: () => repository.nextExpiry(database.db) },
    parts.logger.child({ component: 'waitlist' }),
    { now: () => now().getTime() },
  );
  const contract = waitlistIntake({ spec, waitlist: repository, calendar: parts.offers.calendar });
  const service = new WaitlistService(database, contract, repository, intake);
  return {
    handlers: waitlistHandlers({ database, service, offers, repository, sweeper, requests }),
    sweeper,
  };
}
