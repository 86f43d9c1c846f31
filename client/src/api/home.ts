import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';
import type { UploadOptions } from './upload-options';

export const homeKeys = {
  all: ['home'] as const,
  detail: () => [...homeKeys.all, 'detail'] as const,
};

/** Home page content: the brand, the hero, the introduction (the shop's settings: api/settings.ts). */
export const homeQuery = () =>
  queryOptions({
    queryKey: homeKeys.detail(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetHomeData', { signal }),
  });

export const updateHome = (body: BodyOf<'UpdateHomeData'>, upload: UploadOptions = {}) =>
  browserHttp.request('UpdateHomeData', { body, ...upload });
