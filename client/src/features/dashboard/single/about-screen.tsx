import type { BodyOf } from '@cakeshop/shared';
import { aboutDataInput } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';

import { aboutKeys, aboutQuery, updateAbout } from '../../../api/about';
import type { SingleRecordConfig } from './single-record-screen';
import { SingleRecordScreen } from './single-record-screen';

const ABOUT: SingleRecordConfig = {
  kind: 'AboutData',
  title: 'dashboard.titles.about',
  intro: 'dashboard.single.aboutIntro',
  imageLabel: 'dashboard.fields.image',
  bilingual: [
    { name: 'title', label: 'dashboard.fields.title', required: true },
    { name: 'body', label: 'dashboard.fields.body', required: true, multiline: true },
  ],
  schema: aboutDataInput,
  queryKey: aboutKeys.detail(),
  save: (body, upload) => updateAbout(body as BodyOf<'UpdateAboutData'>, upload),
};

/** /dashboard/about: the About page text and image. */
export function AboutScreen() {
  return <SingleRecordScreen config={ABOUT} query={useQuery(aboutQuery())} />;
}
