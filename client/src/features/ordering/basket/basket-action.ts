import { orderLineInput } from '@cakeshop/shared';
import type { BasketLine } from '@cakeshop/shared/basket';
import { removeLine, setQuantity } from '@cakeshop/shared/basket';
import { toAsciiDigits } from '@cakeshop/shared/digits';
import { pickupWindow } from '@cakeshop/shared/site-days';
import type { QueryClient } from '@tanstack/react-query';
import type { ActionFunctionArgs } from 'react-router-dom';
import { data } from 'react-router-dom';

import { shopSettingsQuery } from '../../../api/settings';
import type { Problem } from '../../../lib/field-problems';
import { issueProblem } from '../../../lib/field-problems';
import { formatDate } from '../../../lib/format';
import { httpOf } from '../../../lib/query-client';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { FORM } from '../../../components/visitor-form/form-answer';
import {
  KEY_FIELD,
  problemsOf,
  sendVisitorForm,
  valuesOf,
} from '../../../components/visitor-form/visitor-form';
import { requestLanguage } from '../../../lib/site/request-language';
import type { BasketAnswer } from './basket-fields';
import { INTENT_FIELD, LINE_FIELD } from './basket-fields';
import { basketOfRequest, redirectWithBasket } from './basket-request';
import type { CheckoutContext, CheckoutField } from './checkout';
import { CHECKOUT_FIELDS, checkoutForm } from './checkout';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** A line's new quantity, 0 meaning "remove it"; a problem when it is no whole number of 0..20. */
function quantityOf(raw: string): number | Problem {
  const typed = toAsciiDigits(raw).trim();
  if (typed === '0') return 0;
  const parsed = orderLineInput.shape.quantity.safeParse(typed);
  return parsed.success
    ? parsed.data
    : issueProblem(parsed.error.issues[0] ?? { code: 'custom', path: [] }, raw);
}

async function checkout(
  queryClient: QueryClient,
  request: Request,
  posted: FormData,
  lines: readonly BasketLine[],
) {
  const language = requestLanguage(request);
  const { earliest, latest } = pickupWindow(await queryClient.ensureQueryData(shopSettingsQuery()));
  const context: CheckoutContext = {
    lines,
    language,
    window: { earliest, latest, earliestText: formatDate(earliest, language) },
  };
  const values = valuesOf(posted, CHECKOUT_FIELDS);
  const key = text(posted.get(KEY_FIELD));
  const answer = (problems: FormAnswer<CheckoutField>['problems'], status: number) =>
    data<BasketAnswer>({ intent: 'checkout', answer: { values, problems, key } }, { status });
  if (lines.length === 0) return answer({ [FORM]: { key: 'site.basket.empty' } }, 400);
  const problems = problemsOf(checkoutForm, values, context);
  if (Object.values(problems).some(Boolean)) return answer(problems, 400);
  const outcome = await sendVisitorForm(checkoutForm, values, key, context, httpOf(queryClient));
  // Ordered: the basket is emptied as the visitor goes to their confirmation.
  if ('sent' in outcome) return redirectWithBasket(outcome.sent, []);
  return answer(outcome.problems, outcome.status);
}

/**
 * The basket page's forms posted without script: a line's quantity changed or the line removed
 * (then the basket again, post/redirect/get, its address kept so a chosen shop stays chosen), or
 * the order placed. The basket is the visitor's cookie; a cookie that is not one is an empty basket.
 */
export function basketAction(queryClient: QueryClient) {
  return async ({ request }: ActionFunctionArgs) => {
    const posted = await request.formData();
    const lines = basketOfRequest(request) ?? [];
    const here = new URL(request.url);
    const back = `${here.pathname}${here.search}`;
    const line = text(posted.get(LINE_FIELD));
    switch (text(posted.get(INTENT_FIELD))) {
      case 'remove':
        return redirectWithBasket(back, removeLine(lines, line));
      case 'update': {
        const raw = text(posted.get('quantity'));
        const quantity = quantityOf(raw);
        if (typeof quantity !== 'number')
          return data<BasketAnswer>(
            { intent: 'update', line, quantity: raw, problem: quantity },
            { status: 400 },
          );
        return redirectWithBasket(back, setQuantity(lines, line, quantity));
      }
      case 'checkout':
        return checkout(queryClient, request, posted, lines);
      default:
        // Not one of the page's forms: the basket as it is, and the client's mistake said (400).
        return data(undefined, { status: 400 });
    }
  };
}
