import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../../lib/browser-http';
import { httpOf } from '../../lib/query-client';

export const deliveryKeys = {
  all: ['delivery'] as const,
  zones: (branchId: number) => [...deliveryKeys.all, 'zones', branchId] as const,
  slots: (branchId: number) => [...deliveryKeys.all, 'slots', branchId] as const,
  runSheet: (branchId: number, day: string) => [...deliveryKeys.all, 'runSheet', branchId, day] as const,
};

/** One branch's deliveries on a day, by window and zone (the driver's run sheet). */
export const runSheetQuery = (branchId: number, day: string) =>
  queryOptions({
    queryKey: deliveryKeys.runSheet(branchId, day),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetDeliveryRunSheet', { query: { branchId, day }, signal }),
    meta: { errorShownInPlace: true },
  });

/** The same run sheet as the CSV the server writes (UTF-8 with a BOM), with the token, to save. */
export const exportRunSheet = (branchId: number, day: string) =>
  browserHttp.download('ExportDeliveryRunSheet', { query: { branchId, day } });

/** One branch's delivery zones (a backend without delivery answers 404: the screen says so). */
export const deliveryZonesQuery = (branchId: number) =>
  queryOptions({
    queryKey: deliveryKeys.zones(branchId),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetDeliveryZones', { query: { branchId }, signal }),
    meta: { errorShownInPlace: true },
  });

/** One branch's delivery windows per weekday. */
export const deliverySlotsQuery = (branchId: number) =>
  queryOptions({
    queryKey: deliveryKeys.slots(branchId),
    queryFn: ({ client, signal }) =>
      httpOf(client).request('GetDeliverySlots', { query: { branchId }, signal }),
    meta: { errorShownInPlace: true },
  });

export const updateDeliveryZones = (body: BodyOf<'UpdateDeliveryZones'>) =>
  browserHttp.request('UpdateDeliveryZones', { body });

export const updateDeliverySlots = (body: BodyOf<'UpdateDeliverySlots'>) =>
  browserHttp.request('UpdateDeliverySlots', { body });
