import {
  DEFAULT_CHANGE_HOURS,
  DEFAULT_CURRENCY,
  DEFAULT_ORDER_LEAD_DAYS,
  DEFAULT_TIME_ZONE,
  DEFAULT_WAITLIST_HOLD_HOURS,
} from '@cakeshop/shared';
import type { homeDataInput } from '@cakeshop/shared';
import type { z } from 'zod';

import type { Handlers } from '../http/handler';
import { singlePageHandlers } from '../single-page/single-page.routes';
import type { SinglePageDeps } from '../single-page/single-page.routes';

type HomeFields = Omit<z.output<typeof homeDataInput>, 'removeImage' | 'expectedVersion'>;

/** Before anything is saved (and beneath a page saved before a field existed): empty text and the defaults. */
export const EMPTY_HOME: HomeFields = {
  brandNameEn: '',
  brandNameAr: '',
  heroTitleEn: '',
  heroTitleAr: '',
  heroSubtitleEn: '',
  heroSubtitleAr: '',
  introTitleEn: '',
  introTitleAr: '',
  introBodyEn: '',
  introBodyAr: '',
  currency: DEFAULT_CURRENCY,
  timeZone: DEFAULT_TIME_ZONE,
  orderLeadDays: DEFAULT_ORDER_LEAD_DAYS,
  vatRate: 0,
  orderNoteEn: '',
  orderNoteAr: '',
  whatsappNumber: '',
  waitlistHoldHours: DEFAULT_WAITLIST_HOLD_HOURS,
  pickupChangeHours: DEFAULT_CHANGE_HOURS.cake,
  classChangeHours: DEFAULT_CHANGE_HOURS.course,
};

export function homeHandlers(deps: SinglePageDeps): Pick<Handlers, 'GetHomeData' | 'UpdateHomeData'> {
  const home = singlePageHandlers(deps, 'home', EMPTY_HOME);
  return { GetHomeData: home.get, UpdateHomeData: home.update };
}
