import type { deliveryInput } from '@cakeshop/shared';
import type { Insertable } from 'kysely';
import type { z } from 'zod';

import type { FulfilmentKind, FulfilmentsTable } from '../db/schema';
import type { HeldDay } from './pickup/pickup-capacity';

/** A delivery as the checkout parsed it. */
type DeliveryChoice = z.output<typeof deliveryInput>;

/** How a request asks to be handed over, before anything is checked. */
export interface HandOverChoice {
  branchId: number;
  day: string;
  /** The request's currency: the fee is decided in its minor unit. */
  currency: string;
  /** Where and when to deliver; absent: picked up. */
  delivery?: DeliveryChoice | undefined;
}

/** The columns of a hand-over's row that its kind decides. */
export type HandOverColumns = Omit<
  Insertable<FulfilmentsTable>,
  'requestId' | 'kind' | 'day' | 'branchId' | 'feeMinor' | 'status'
>;

/** A hand-over checked and ready to be stored with its request. */
export interface HandOverPlan {
  kind: FulfilmentKind;
  /**
   * What the hand-over adds to a subtotal, in minor units; throws the refusal when it does not
   * take that subtotal (below a zone's minimum) or the visitor was shown another fee.
   */
  feeOf: (subtotalMinor: number) => number;
  columns: HandOverColumns;
}

/** What a request holds besides its cakes on its day: a delivery's window. */
export interface HeldHandOver extends HeldDay {
  slotId: number | null;
}
