import type { BodyOf } from '@cakeshop/shared';
import { aboutDataInput, homeDataInput, instructorDataInput } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';

import { aboutKeys, aboutQuery, updateAbout } from '../../../api/about';
import { homeKeys, homeQuery, updateHome } from '../../../api/home';
import { instructorKeys, instructorQuery, updateInstructor } from '../../../api/instructor';
import type { SingleRecordConfig } from './single-record-screen';
import { SingleRecordScreen } from './single-record-screen';

type Schema = z.ZodType<Record<string, unknown>>;

const HOME: SingleRecordConfig = {
  title: 'dashboard.titles.home',
  intro: 'dashboard.single.homeIntro',
  imageLabel: 'dashboard.single.heroImage',
  bilingual: [
    { name: 'brandName', label: 'dashboard.fields.brandName', required: true, max: 80 },
    { name: 'heroTitle', label: 'dashboard.fields.heroTitle', required: true, max: 120 },
    { name: 'heroSubtitle', label: 'dashboard.fields.heroSubtitle', max: 300 },
    { name: 'introTitle', label: 'dashboard.fields.introTitle', max: 120 },
    { name: 'introBody', label: 'dashboard.fields.introBody', multiline: true, max: 4000 },
  ],
  plain: [{ name: 'currency', label: 'dashboard.fields.currency', max: 3 }],
  schema: homeDataInput as unknown as Schema,
  queryKey: homeKeys.detail(),
  save: (body, upload) => updateHome(body as BodyOf<'UpdateHomeData'>, upload),
};

const ABOUT: SingleRecordConfig = {
  title: 'dashboard.titles.about',
  intro: 'dashboard.single.aboutIntro',
  imageLabel: 'dashboard.fields.image',
  bilingual: [
    { name: 'title', label: 'dashboard.fields.title', required: true, max: 120 },
    { name: 'body', label: 'dashboard.fields.body', required: true, multiline: true, max: 8000 },
  ],
  schema: aboutDataInput as unknown as Schema,
  queryKey: aboutKeys.detail(),
  save: (body, upload) => updateAbout(body as BodyOf<'UpdateAboutData'>, upload),
};

const INSTRUCTOR: SingleRecordConfig = {
  title: 'dashboard.titles.instructor',
  intro: 'dashboard.single.instructorIntro',
  imageLabel: 'dashboard.single.photo',
  bilingual: [
    { name: 'name', label: 'dashboard.fields.name', required: true, max: 120 },
    { name: 'jobTitle', label: 'dashboard.fields.jobTitle', max: 120 },
    { name: 'bio', label: 'dashboard.fields.bio', multiline: true, max: 8000 },
  ],
  plain: [
    { name: 'instagramUrl', label: 'dashboard.fields.instagramUrl', type: 'url', max: 300 },
    { name: 'facebookUrl', label: 'dashboard.fields.facebookUrl', type: 'url', max: 300 },
  ],
  schema: instructorDataInput as unknown as Schema,
  queryKey: instructorKeys.detail(),
  save: (body, upload) => updateInstructor(body as BodyOf<'UpdateInstructorData'>, upload),
};

export function HomeScreen() {
  return <SingleRecordScreen config={HOME} query={useQuery(homeQuery())} />;
}

export function AboutScreen() {
  return <SingleRecordScreen config={ABOUT} query={useQuery(aboutQuery())} />;
}

export function InstructorScreen() {
  return <SingleRecordScreen config={INSTRUCTOR} query={useQuery(instructorQuery())} />;
}
