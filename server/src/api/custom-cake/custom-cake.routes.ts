import type { CustomCakeRequest } from '@cakeshop/shared';

import type { Handlers } from '../http/handler';
import type { KindRequests } from '../requests/requests';
import type { CustomCakeService } from './custom-cake.service';

export function customCakeHandlers(
  customCakes: CustomCakeService,
  requests: KindRequests<CustomCakeRequest>,
): Pick<
  Handlers,
  | 'AddCustomCakeRequest'
  | 'GetCustomCakeRequests'
  | 'GetCustomCakeRequestById'
  | 'UpdateCustomCakeStatus'
  | 'QuoteCustomCake'
  | 'AnswerCustomCakeQuote'
> {
  return {
    AddCustomCakeRequest: ({ body, uploads, ip }) => customCakes.add(body, uploads, ip),
    GetCustomCakeRequests: ({ query }) => requests.list(query),
    GetCustomCakeRequestById: ({ query }) => requests.get(query.Id),
    UpdateCustomCakeStatus: ({ body }) => requests.changeStatus(body),
    QuoteCustomCake: ({ body }) => customCakes.quote(body),
    AnswerCustomCakeQuote: ({ body, ip }) => customCakes.answer(body.reference, body.phone, body.answer, ip),
  };
}
