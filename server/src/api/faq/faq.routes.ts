import type { Handlers } from '../http/handler';
import type { FaqService } from './faq.service';

export function faqHandlers(
  faqs: FaqService,
): Pick<Handlers, 'GetGetFAQs' | 'GetFAQById' | 'AddFAQ' | 'EditFAQ' | 'DeleteFAQ'> {
  return {
    GetGetFAQs: () => faqs.list(),
    GetFAQById: ({ query }) => faqs.get(query.Id),
    AddFAQ: ({ body }) => faqs.add(body),
    EditFAQ: ({ body }) => faqs.edit(body),
    DeleteFAQ: ({ query }) => faqs.delete(query.Id),
  };
}
