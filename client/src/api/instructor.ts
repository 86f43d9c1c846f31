import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { request } from '../lib/http';
import type { UploadOptions } from './upload-options';

export const instructorKeys = {
  all: ['instructor'] as const,
  detail: () => [...instructorKeys.all, 'detail'] as const,
};

export const instructorQuery = () =>
  queryOptions({
    queryKey: instructorKeys.detail(),
    queryFn: ({ signal }) => request('GetInstructorData', { signal }),
  });

export const updateInstructor = (body: BodyOf<'UpdateInstructorData'>, upload: UploadOptions = {}) =>
  request('UpdateInstructorData', { body, ...upload });
