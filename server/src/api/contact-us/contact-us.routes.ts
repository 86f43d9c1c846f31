import type { Handlers } from '../http/handler';
import type { ContactUsService } from './contact-us.service';

export function contactUsHandlers(
  contactUs: ContactUsService,
): Pick<Handlers, 'GetBranchs' | 'UpdateContactUs'> {
  return {
    GetBranchs: () => contactUs.list(),
    UpdateContactUs: ({ body }) => contactUs.update(body),
  };
}
