import type { Cake } from '@cakeshop/shared';
import { addToBasket } from '@cakeshop/shared/basket';
import { sizesOf } from '@cakeshop/shared/cake-offer';
import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ActionFunctionArgs } from 'react-router-dom';
import { data } from 'react-router-dom';

import { cakeQuery } from '../../../api/cake';
import { isHttpError } from '../../../lib/http-error';
import { notFound } from '../../../lib/site/page-loaders';
import { routeId } from '../../../lib/site/route-id';
import type { FormAnswer } from '../../../components/visitor-form/form-answer';
import { valuesOf } from '../../../components/visitor-form/visitor-form';
import type { AddField, CakeOffer } from './add-to-basket';
import { ADD_FIELDS, addProblems, lineOf, refusalProblems } from './add-to-basket';
import { basketOfRequest, redirectWithBasket } from './basket-request';

const offerOf = (cake: Cake): CakeOffer => ({
  id: cake.id,
  sizes: sizesOf(cake).map((size) => ({ id: size.id > 0 ? size.id : null, price: size.price })),
  flavours: cake.flavours ?? [],
});

/**
 * The cake page's form posted without script: the cake goes into the visitor's basket cookie
 * and they see their basket (post/redirect/get); what to fix comes back beside the fields, with
 * every value kept. A basket that cannot take it says so and loses nothing.
 */
export function addToBasketAction(queryClient: QueryClient) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const id = routeId(params.id);
    if (id === null) return notFound();
    const values = valuesOf(await request.formData(), ADD_FIELDS);
    let cake: Cake;
    try {
      cake = await queryClient.ensureQueryData(cakeQuery(id));
    } catch (error) {
      if (isHttpError(error) && error.status === 404) return notFound();
      throw error;
    }
    const offer = offerOf(cake);
    const answer = (problems: FormAnswer<AddField>['problems']) =>
      data({ values, problems }, { status: 400 });
    const problems = addProblems(values, offer);
    if (Object.keys(problems).length > 0) return answer(problems);
    const change = addToBasket(basketOfRequest(request) ?? [], lineOf(values, offer));
    if ('refused' in change) return answer(refusalProblems(change.refused));
    return redirectWithBasket(pathTo('basket'), change.lines);
  };
}
