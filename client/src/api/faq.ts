import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export const faqKeys = {
  all: ['faqs'] as const,
  lists: () => [...faqKeys.all, 'list'] as const,
  list: () => [...faqKeys.lists(), {}] as const,
  details: () => [...faqKeys.all, 'detail'] as const,
  detail: (id: number) => [...faqKeys.details(), id] as const,
};

export const faqsQuery = () =>
  queryOptions({
    queryKey: faqKeys.list(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetGetFAQs', { signal }),
  });

export const addFaq = (body: BodyOf<'AddFAQ'>) => browserHttp.request('AddFAQ', { body });

export const editFaq = (body: BodyOf<'EditFAQ'>) => browserHttp.request('EditFAQ', { body });

export const deleteFaq = (id: number) => browserHttp.request('DeleteFAQ', { query: { Id: id } });
