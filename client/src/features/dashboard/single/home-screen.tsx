import type { BodyOf } from '@cakeshop/shared';
import { homeDataInput } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';

import { homeKeys, homeQuery, updateHome } from '../../../api/home';
import type { SingleRecordConfig } from './single-record-screen';
import { SingleRecordScreen } from './single-record-screen';

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
  ],
  schema: homeDataInput,
  queryKey: homeKeys.detail(),
  save: (body, upload) => updateHome(body as BodyOf<'UpdateHomeData'>, upload),
};

/** /dashboard/home-page: the home page's texts (the brand, the hero, the introduction) and the hero image. */
export function HomeScreen() {
  return <SingleRecordScreen config={HOME} query={useQuery(homeQuery())} />;
}
