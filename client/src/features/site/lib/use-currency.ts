import { currencyOf } from '@cakeshop/shared/money';
import { useQuery } from '@tanstack/react-query';

import { homeQuery } from '../../../api/home';

/** The site currency (HomeData, loaded by the site layout's loader), USD until it arrives. */
export function useCurrency(): string {
  const { data: home } = useQuery(homeQuery());
  return currencyOf(home);
}
