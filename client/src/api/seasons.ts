import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export const seasonKeys = {
  all: ['seasons'] as const,
  list: () => [...seasonKeys.all, 'list'] as const,
};

/** The season plans, their Hijri rules and the years each was applied to. */
export const seasonPlansQuery = () =>
  queryOptions({
    queryKey: seasonKeys.list(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetSeasonPlans', { signal }),
    meta: { errorShownInPlace: true },
  });

export const addSeasonPlan = (body: BodyOf<'AddSeasonPlan'>) =>
  browserHttp.request('AddSeasonPlan', { body });

export const applySeasonPlan = (body: BodyOf<'ApplySeasonPlan'>) =>
  browserHttp.request('ApplySeasonPlan', { body });

/** Marks a cake seasonal (its window, when its orders open, its own cakes a day), or changes it. */
export const setCakeSeason = (body: BodyOf<'SetCakeSeason'>) =>
  browserHttp.request('SetCakeSeason', { body });

/** The cake is offered all year again. */
export const removeCakeSeason = (body: BodyOf<'RemoveCakeSeason'>) =>
  browserHttp.request('RemoveCakeSeason', { body });
