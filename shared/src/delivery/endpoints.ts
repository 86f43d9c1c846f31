/**
 * Delivery's rows of the endpoint table (fourth version): zones and districts per branch, the
 * windows, what a district or a pin costs, a delivery's steps, the run sheet (as JSON and as
 * CSV). Their schemas are in `schemas.ts` beside them; the one table (endpoints.ts) checks each
 * row as it spreads them in.
 */
// prettier-ignore
export const deliveryEndpoints = {
  GetDeliveryZones: {
    area: 'Delivery', method: 'GET', path: '/api/Delivery/GetDeliveryZones', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  UpdateDeliveryZones: {
    area: 'Delivery', method: 'POST', path: '/api/Delivery/UpdateDeliveryZones', auth: 'editor', input: 'json',
    status: 200, changes: 'content', optional: true,
  },
  GetDeliveryDistricts: {
    area: 'Delivery', method: 'GET', path: '/api/Delivery/GetDeliveryDistricts', auth: 'public', input: 'query',
    status: 200, optional: true,
  },
  GetDeliveryQuote: {
    area: 'Delivery', method: 'GET', path: '/api/Delivery/GetDeliveryQuote', auth: 'public', input: 'query',
    status: 200, optional: true,
  },
  GetDeliverySlots: {
    area: 'Delivery', method: 'GET', path: '/api/Delivery/GetDeliverySlots', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  UpdateDeliverySlots: {
    area: 'Delivery', method: 'POST', path: '/api/Delivery/UpdateDeliverySlots', auth: 'editor', input: 'json',
    status: 200, changes: 'content', optional: true,
  },
  GetDeliverySlotsOn: {
    area: 'Delivery', method: 'GET', path: '/api/Delivery/GetDeliverySlotsOn', auth: 'public', input: 'query',
    status: 200, optional: true,
  },
  ChangeDeliveryWindow: {
    area: 'Delivery', method: 'POST', path: '/api/Delivery/ChangeDeliveryWindow', auth: 'editor', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  UpdateDeliveryStatus: {
    area: 'Delivery', method: 'POST', path: '/api/Delivery/UpdateDeliveryStatus', auth: 'editor', input: 'json',
    status: 200, changes: 'requests', optional: true, noStore: true,
  },
  GetDeliveryRunSheet: {
    area: 'Delivery', method: 'GET', path: '/api/Delivery/GetDeliveryRunSheet', auth: 'editor', input: 'query',
    status: 200, optional: true, noStore: true,
  },
  ExportDeliveryRunSheet: {
    area: 'Delivery', method: 'GET', path: '/api/Delivery/ExportDeliveryRunSheet', auth: 'editor', input: 'query',
    status: 200, optional: true, produces: 'text/csv', noStore: true,
  },
} as const;
