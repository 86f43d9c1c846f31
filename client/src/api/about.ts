import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { request } from '../lib/http';
import type { UploadOptions } from './upload-options';

export const aboutKeys = {
  all: ['about'] as const,
  detail: () => [...aboutKeys.all, 'detail'] as const,
};

export const aboutQuery = () =>
  queryOptions({
    queryKey: aboutKeys.detail(),
    queryFn: ({ signal }) => request('GetAboutData', { signal }),
  });

export const updateAbout = (body: BodyOf<'UpdateAboutData'>, upload: UploadOptions = {}) =>
  request('UpdateAboutData', { body, ...upload });
