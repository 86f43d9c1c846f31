import type { Handlers } from '../http/handler';
import type { SeasonsService } from './seasons.service';

export function seasonHandlers(
  seasons: SeasonsService,
): Pick<Handlers, 'GetSeasonPlans' | 'AddSeasonPlan' | 'ApplySeasonPlan'> {
  return {
    GetSeasonPlans: () => seasons.list(),
    AddSeasonPlan: ({ body }) => seasons.add(body),
    ApplySeasonPlan: ({ body }) => seasons.apply(body),
  };
}
