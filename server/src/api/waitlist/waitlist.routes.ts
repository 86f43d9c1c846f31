import type { Paged, WaitlistEntry } from '@cakeshop/shared';

import type { Database } from '../db/database';
import type { Handlers } from '../http/handler';
import type { KindRequests } from '../requests/requests';
import type { WaitlistOffers } from './waitlist-offers';
import type { WaitlistRepository } from './waitlist.repository';
import type { WaitlistService } from './waitlist.service';
import type { WaitlistSweeper } from './waitlist.sweeper';

type Rows =
  | 'AddWaitlistEntry'
  | 'GetWaitlistEntries'
  | 'GetWaitlistEntryById'
  | 'UpdateWaitlistEntryStatus'
  | 'GetWaitlistSummary'
  | 'GetWaitlistOffer'
  | 'AnswerWaitlistOffer';

export interface WaitlistParts {
  database: Database;
  service: WaitlistService;
  offers: WaitlistOffers;
  repository: WaitlistRepository;
  sweeper: WaitlistSweeper;
  requests: KindRequests<WaitlistEntry>;
}

/** The Waitlist rows. A change that may free seats sweeps before answering, so the next in line is offered them at once. */
export function waitlistHandlers(parts: WaitlistParts): Pick<Handlers, Rows> {
  const { database, service, offers, repository, sweeper, requests } = parts;
  const placed = async (entry: WaitlistEntry): Promise<WaitlistEntry> => ({
    ...entry,
    position: await repository.position(database.db, entry),
  });
  const placedAll = async (page: Paged<WaitlistEntry>): Promise<Paged<WaitlistEntry>> => ({
    ...page,
    items: await Promise.all(page.items.map(placed)),
  });
  return {
    AddWaitlistEntry: async ({ body, ip }) => {
      const receipt = await service.join(body, ip);
      await sweeper.run();
      return service.joined(receipt);
    },
    GetWaitlistEntries: async ({ query }) =>
      placedAll(
        await requests.list({
          ...query,
          course: query.courseId === undefined ? undefined : { table: 'waitlistEntries', id: query.courseId },
        }),
      ),
    GetWaitlistEntryById: async ({ query }) => placed(await requests.get(query.Id)),
    UpdateWaitlistEntryStatus: async ({ body }) => {
      await requests.changeStatus(body);
      await sweeper.run();
      return placed(await requests.get(body.id));
    },
    GetWaitlistSummary: () => service.summary(),
    GetWaitlistOffer: ({ query }) => offers.offer(query.reference, query.token),
    AnswerWaitlistOffer: async ({ body }) => {
      const answer = await offers.answer(body.reference, body.token, body.answer, body.payOnline);
      if (answer.status === 'declined') await sweeper.run();
      return answer;
    },
  };
}
