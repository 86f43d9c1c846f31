import type { BodyOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { request } from '../lib/http';

export const faqKeys = {
  all: ['faqs'] as const,
  lists: () => [...faqKeys.all, 'list'] as const,
  list: () => [...faqKeys.lists(), {}] as const,
  details: () => [...faqKeys.all, 'detail'] as const,
  detail: (id: number) => [...faqKeys.details(), id] as const,
};

export const faqsQuery = () =>
  queryOptions({ queryKey: faqKeys.list(), queryFn: ({ signal }) => request('GetGetFAQs', { signal }) });

export const faqQuery = (id: number) =>
  queryOptions({
    queryKey: faqKeys.detail(id),
    queryFn: ({ signal }) => request('GetFAQById', { query: { Id: id }, signal }),
  });

export const addFaq = (body: BodyOf<'AddFAQ'>) => request('AddFAQ', { body });

export const editFaq = (body: BodyOf<'EditFAQ'>) => request('EditFAQ', { body });

export const deleteFaq = (id: number) => request('DeleteFAQ', { query: { Id: id } });
