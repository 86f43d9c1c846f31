import type { Handlers } from '../http/handler';
import type { CakeService } from './cake.service';

export function cakeHandlers(
  cakes: CakeService,
): Pick<Handlers, 'GetCakes' | 'GetCakeById' | 'AddCake' | 'EditCake' | 'DeleteCake'> {
  return {
    GetCakes: ({ query }) => cakes.list(query),
    GetCakeById: ({ query }) => cakes.get(query.Id),
    AddCake: ({ body, upload }) => cakes.add(body, upload),
    EditCake: ({ body, upload }) => cakes.edit(body, upload),
    DeleteCake: ({ query }) => cakes.delete(query.Id),
  };
}
