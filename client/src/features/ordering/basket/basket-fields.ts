import type { Problem } from '../../../lib/field-problems';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import type { CheckoutField } from './checkout';

/** What a basket page's form asks for: change a line's quantity, remove it, or order the basket. */
export const INTENT_FIELD = 'intent';
/** The line a form changes, by its id in the basket. */
export const LINE_FIELD = 'line';

/** What the basket page's forms answer when there is something to fix. */
export type BasketAnswer =
  /** A line's new quantity that is not one. */
  | { intent: 'update'; line: string; quantity: string; problem: Problem }
  | { intent: 'checkout'; answer: FormAnswer<CheckoutField> };
