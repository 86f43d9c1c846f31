import { pathTo } from '@cakeshop/shared/routes';

import { safeRedirect } from '../../lib/safe-redirect';

const REDIRECT_PARAM = 'redirectURL';

/** Where a successful login (or an already signed-in visit) leads: the wanted page when it is ours. */
export function afterLoginPath(search: string): string {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM), pathTo('dashboard'));
}
