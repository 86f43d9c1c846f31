import type { BodyOf } from '@cakeshop/shared';
import { DEFAULT_TIME_ZONE } from '@cakeshop/shared/site-days';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';
import type { UploadOptions } from './upload-options';

export const homeKeys = {
  all: ['home'] as const,
  detail: () => [...homeKeys.all, 'detail'] as const,
};

/** Home page content and the site settings (brand name, currency). */
export const homeQuery = () =>
  queryOptions({
    queryKey: homeKeys.detail(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetHomeData', { signal }),
  });

export const updateHome = (body: BodyOf<'UpdateHomeData'>, upload: UploadOptions = {}) =>
  browserHttp.request('UpdateHomeData', { body, ...upload });

/** The shop's time zone (HomeData.timeZone): every moment the staff or a visitor read is on its clock. */
export function useSiteTimeZone(): string {
  return useQuery(homeQuery()).data?.timeZone ?? DEFAULT_TIME_ZONE;
}
