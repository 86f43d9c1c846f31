import type { CustomCakeRequest } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { PaymentsService } from '../payments/payments.service';
import type { KindRequests } from '../requests/requests.service';
import type { CustomCakeService } from './custom-cake.service';

export function customCakeHandlers(
  customCakes: CustomCakeService,
  requests: KindRequests<CustomCakeRequest>,
  payments: PaymentsService,
): Pick<
  Handlers,
  | 'AddCustomCakeRequest'
  | 'GetCustomCakeRequests'
  | 'GetCustomCakeRequestById'
  | 'UpdateCustomCakeStatus'
  | 'QuoteCustomCake'
  | 'AnswerCustomCakeQuote'
  | 'GetOrderPayments'
  | 'RecordOrderPayment'
> {
  return {
    AddCustomCakeRequest: ({ body, uploads, ip }) => customCakes.add(body, uploads, ip),
    GetCustomCakeRequests: ({ query }) => requests.list(query),
    GetCustomCakeRequestById: ({ query }) => requests.get(query.Id),
    UpdateCustomCakeStatus: ({ body }) => requests.changeStatus(body),
    QuoteCustomCake: ({ body }) => customCakes.quote(body),
    AnswerCustomCakeQuote: ({ body, ip }) => customCakes.answer(body.reference, body.phone, body.answer, ip),
    GetOrderPayments: ({ query }) => payments.ofOrder(query.orderId),
    RecordOrderPayment: ({ body }) => payments.record(body),
  };
}
