import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';
import type { UploadOptions } from './upload-options';

export const instructorKeys = {
  all: ['instructor'] as const,
  detail: () => [...instructorKeys.all, 'detail'] as const,
};

export const instructorQuery = () =>
  queryOptions({
    queryKey: instructorKeys.detail(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetInstructorData', { signal }),
  });

export const updateInstructor = (body: BodyOf<'UpdateInstructorData'>, upload: UploadOptions = {}) =>
  browserHttp.request('UpdateInstructorData', { body, ...upload });
