import type { BodyOf } from '@cakeshop/shared';
import { DEFAULT_CHANGE_HOURS, homeDataInput, MAX_CHANGE_HOURS } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';

import { homeKeys, homeQuery, updateHome } from '../../../api/home';
import { COMMON_CURRENCIES, currencyLabel } from './currencies';
import type { SingleRecordConfig } from './single-record-screen';
import { SingleRecordScreen } from './single-record-screen';

/** Every IANA zone this browser knows, for the site's time zone. */
const timeZones = (): readonly string[] => Intl.supportedValuesOf('timeZone');

const HOME: SingleRecordConfig = {
  kind: 'HomeData',
  title: 'dashboard.titles.home',
  intro: 'dashboard.single.homeIntro',
  imageLabel: 'dashboard.single.heroImage',
  bilingual: [
    { name: 'brandName', label: 'dashboard.fields.brandName', required: true },
    { name: 'heroTitle', label: 'dashboard.fields.heroTitle', required: true },
    { name: 'heroSubtitle', label: 'dashboard.fields.heroSubtitle' },
    { name: 'introTitle', label: 'dashboard.fields.introTitle' },
    { name: 'introBody', label: 'dashboard.fields.introBody', multiline: true },
    { name: 'orderNote', label: 'dashboard.fields.orderNote', multiline: true },
  ],
  plain: [
    {
      name: 'currency',
      label: 'dashboard.fields.currency',
      choices: {
        placeholder: 'dashboard.fields.currencyDefault',
        options: () => COMMON_CURRENCIES,
        label: currencyLabel,
      },
    },
    {
      name: 'timeZone',
      label: 'dashboard.fields.timeZone',
      hint: 'dashboard.fields.timeZoneHint',
      choices: { placeholder: 'dashboard.fields.timeZoneDefault', options: timeZones },
    },
    {
      name: 'orderLeadDays',
      label: 'dashboard.fields.orderLeadDays',
      hint: 'dashboard.fields.orderLeadDaysHint',
      numeric: true,
    },
    {
      name: 'whatsappNumber',
      label: 'dashboard.fields.whatsappNumber',
      hint: 'dashboard.fields.whatsappNumberHint',
      type: 'tel',
    },
    {
      name: 'pickupChangeHours',
      label: 'dashboard.fields.pickupChangeHours',
      hint: 'dashboard.fields.pickupChangeHoursHint',
      hintValues: { min: 0, max: MAX_CHANGE_HOURS, fallback: DEFAULT_CHANGE_HOURS.cake },
      numeric: true,
    },
    {
      name: 'classChangeHours',
      label: 'dashboard.fields.classChangeHours',
      hint: 'dashboard.fields.classChangeHoursHint',
      hintValues: { min: 0, max: MAX_CHANGE_HOURS, fallback: DEFAULT_CHANGE_HOURS.course },
      numeric: true,
    },
  ],
  schema: homeDataInput,
  queryKey: homeKeys.detail(),
  save: (body, upload) => updateHome(body as BodyOf<'UpdateHomeData'>, upload),
};

/**
 * /dashboard/home-page: the home page texts, the site settings (brand, currency, time zone, ordering:
 * lead days, note, WhatsApp number, how long visitors may change their requests) and the hero image.
 */
export function HomeScreen() {
  return <SingleRecordScreen config={HOME} query={useQuery(homeQuery())} />;
}
