import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

/** A delivered order's hand-over as the staff change it: its next step, or its window. */

/** A delivered order's next step (out, delivered, a failed attempt with its reason). */
export const updateDeliveryStatus = (body: BodyOf<'UpdateDeliveryStatus'>) =>
  browserHttp.request('UpdateDeliveryStatus', { body });

/** A delivered order moved to a window of another day, or another window of its day. */
export const changeDeliveryWindow = (body: BodyOf<'ChangeDeliveryWindow'>) =>
  browserHttp.request('ChangeDeliveryWindow', { body });

/** A day's windows at a branch, with the places left (the move's choice). */
export const deliverySlotsOnQuery = (branchId: number, day: string) =>
  queryOptions({
    queryKey: ['delivery', 'slotsOn', branchId, day] as const,
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetDeliverySlotsOn', { query: { branchId, day }, signal }),
    meta: { errorShownInPlace: true },
  });
