import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';
import type { UploadOptions } from './upload-options';

export const aboutKeys = {
  all: ['about'] as const,
  detail: () => [...aboutKeys.all, 'detail'] as const,
};

export const aboutQuery = () =>
  queryOptions({
    queryKey: aboutKeys.detail(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetAboutData', { signal }),
  });

export const updateAbout = (body: BodyOf<'UpdateAboutData'>, upload: UploadOptions = {}) =>
  browserHttp.request('UpdateAboutData', { body, ...upload });
