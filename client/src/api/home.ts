import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { request } from '../lib/http';
import type { UploadOptions } from './upload-options';

export const homeKeys = {
  all: ['home'] as const,
  detail: () => [...homeKeys.all, 'detail'] as const,
};

/** Home page content and the site settings (brand name, currency). */
export const homeQuery = () =>
  queryOptions({ queryKey: homeKeys.detail(), queryFn: ({ signal }) => request('GetHomeData', { signal }) });

export const updateHome = (body: BodyOf<'UpdateHomeData'>, upload: UploadOptions = {}) =>
  request('UpdateHomeData', { body, ...upload });
