import type { BodyOf, QueryOf } from '@cakeshop/shared';

import { browserHttp } from '../lib/browser-http';

/** Called by the visitor's form, which shows a refusal next to its fields. */
export const addCakeOrder = (body: BodyOf<'AddCakeOrder'>) => browserHttp.request('AddCakeOrder', { body });

/** A visitor's look-up: the tracking page words a miss itself. */
export const trackRequest = (query: QueryOf<'TrackRequest'>) =>
  browserHttp.request('TrackRequest', { query });
