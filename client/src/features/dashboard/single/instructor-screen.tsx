import type { BodyOf } from '@cakeshop/shared';
import { instructorDataInput } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';

import { instructorKeys, instructorQuery, updateInstructor } from '../../../api/instructor';
import type { SingleRecordConfig } from './single-record-screen';
import { SingleRecordScreen } from './single-record-screen';

const INSTRUCTOR: SingleRecordConfig = {
  kind: 'InstructorData',
  title: 'dashboard.titles.instructor',
  intro: 'dashboard.single.instructorIntro',
  imageLabel: 'dashboard.single.photo',
  bilingual: [
    { name: 'name', label: 'dashboard.fields.name', required: true },
    { name: 'jobTitle', label: 'dashboard.fields.jobTitle' },
    { name: 'bio', label: 'dashboard.fields.bio', multiline: true },
  ],
  plain: [
    { name: 'instagramUrl', label: 'dashboard.fields.instagramUrl', type: 'url' },
    { name: 'facebookUrl', label: 'dashboard.fields.facebookUrl', type: 'url' },
  ],
  schema: instructorDataInput,
  queryKey: instructorKeys.detail(),
  save: (body, upload) => updateInstructor(body as BodyOf<'UpdateInstructorData'>, upload),
};

/** /dashboard/instructor: the instructor's name, biography, links and photo. */
export function InstructorScreen() {
  return <SingleRecordScreen config={INSTRUCTOR} query={useQuery(instructorQuery())} />;
}
