import type { LazyRoute } from '../../lib/route-handle';
import { NotFoundScreen } from './not-found-screen';

export const notFoundRoute: LazyRoute = {
  Component: NotFoundScreen,
  handle: { titleKey: 'notFound.title' },
};
