import type { BodyOf } from '@cakeshop/shared';

import { browserHttp } from '../lib/browser-http';

/** A delivered order's next step (out, delivered, a failed attempt with its reason). */
export const updateDeliveryStatus = (body: BodyOf<'UpdateDeliveryStatus'>) =>
  browserHttp.request('UpdateDeliveryStatus', { body });
