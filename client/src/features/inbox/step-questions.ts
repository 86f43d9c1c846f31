import { addDays } from '@cakeshop/shared/dates';
import { MESSAGE_ON_STATUS } from '@cakeshop/shared/request-messages';
import type { MessageKind, RequestKind } from '@cakeshop/shared';

/** What a status step asks before it is taken, if anything. */
export type StepQuestion =
  /** Cancelling cannot be taken back: who will be told, and what it gives back. */
  | { ask: 'cancel' }
  /** A cake marked ready more than a day before its pick-up: the customer is told to come now. */
  | { ask: 'early'; pickupDate: string }
  /** An order whose pick-up day its branch has since closed. */
  | { ask: 'closedDay'; pickupDate: string };

/** The facts of a request a step's question reads (an order's day; whether its branch closed it). */
export interface StepFacts {
  pickupDate?: string;
  dayClosed?: boolean;
}

/**
 * Whether the staff are asked before moving a request to `to`: always to cancel; to confirm or
 * ready an order whose day is now closed; to ready an order more than a day before its pick-up
 * (`today`: the site's, ISO at UTC midnight). Null: the step is taken at once.
 */
export function stepQuestion(
  kind: RequestKind,
  facts: StepFacts,
  to: string,
  today: string,
): StepQuestion | null {
  if (to === 'cancelled') return { ask: 'cancel' };
  if (kind !== 'cake' || !facts.pickupDate) return null;
  if ((to === 'confirmed' || to === 'ready') && facts.dayClosed)
    return { ask: 'closedDay', pickupDate: facts.pickupDate };
  if (to === 'ready' && facts.pickupDate > addDays(today, 1))
    return { ask: 'early', pickupDate: facts.pickupDate };
  return null;
}

/** The message the visitor is sent when the request reaches `to`, if any (MESSAGE_ON_STATUS). */
export function messageOnStep(kind: RequestKind, to: string): MessageKind | undefined {
  return (MESSAGE_ON_STATUS[kind] as Partial<Record<string, MessageKind>>)[to];
}
