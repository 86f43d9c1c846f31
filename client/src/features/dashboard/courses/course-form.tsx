import type { Category, Course } from '@cakeshop/shared';
import { courseInput } from '@cakeshop/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { categoryKeys } from '../../../api/category';
import { addCourse, courseKeys, editCourse } from '../../../api/course';
import { formatDate } from '../../../lib/format';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { CatalogFields } from '../common/catalog-fields';
import { DialogForm } from '../common/dialog-form';
import { InputField, SelectField } from '../../../components/field-control';
import { branchesQuery } from '../../../api/contact';
import { useQuery } from '@tanstack/react-query';
import { useImageChoice } from '../common/use-image-choice';
import { useSaveCatalogItem } from '../common/use-save-catalog-item';
import type { CourseFormValues } from './course-values';
import { courseDefaults, prepareCourse } from './course-values';
import { dayToIso } from '../../../components/dashboard/day-input';

type CourseOutput = ReturnType<typeof courseInput.parse>;

const TEXTS = withLimits(courseInput, [
  { name: 'title', label: 'dashboard.fields.title', required: true },
  { name: 'description', label: 'dashboard.fields.description', multiline: true },
  { name: 'bring', label: 'dashboard.fields.bring', multiline: true },
]);

const FIELDS = [
  'titleEn',
  'titleAr',
  'descriptionEn',
  'descriptionAr',
  'price',
  'categoryId',
  'startDate',
  'startTime',
  'durationHours',
  'seats',
  'bringEn',
  'bringAr',
  'branchId',
];

interface CourseFormProps {
  course: Course | null;
  categories: readonly Category[];
  defaultCategory: number | null;
  currency: string;
  onDone: () => void;
}

/** Add or edit one course: texts, price, category, start day and time, duration, seats, where, picture. */
export function CourseForm({ course, categories, defaultCategory, currency, onDone }: CourseFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const image = useImageChoice(course?.imageUrl);
  const form = useForm<CourseFormValues, unknown, CourseOutput>({
    resolver: localizedResolver(t, courseInput, prepareCourse),
    defaultValues: courseDefaults(course, defaultCategory),
  });
  const picked = dayToIso(useWatch({ control: form.control, name: 'startDate' }));
  const branches = (useQuery(branchesQuery()).data ?? []).map((branch) => ({
    value: String(branch.id),
    label: localized(branch, 'name', language),
  }));
  const save = useSaveCatalogItem({
    form,
    image,
    id: course?.id ?? null,
    add: addCourse,
    edit: editCourse,
    affected: [courseKeys.all, categoryKeys.all],
    nameOf: (saved) => localized(saved, 'title', language),
    fields: FIELDS,
    onDone,
  });
  return (
    <DialogForm form={form} save={save} onCancel={onDone}>
      <CatalogFields
        texts={TEXTS}
        categoryField="categoryId"
        categories={categories}
        currency={currency}
        image={image}
        busy={save.isPending}
      >
        <InputField<CourseFormValues>
          name="startDate"
          type="date"
          label={t('dashboard.fields.startDate')}
          hint={picked.endsWith('Z') ? formatDate(picked, language) : undefined}
        />
        <InputField<CourseFormValues> name="startTime" type="time" label={t('dashboard.fields.startTime')} />
        <InputField<CourseFormValues>
          name="durationHours"
          label={t('dashboard.fields.durationHours')}
          inputMode="numeric"
        />
        <InputField<CourseFormValues> name="seats" label={t('dashboard.fields.seats')} inputMode="numeric" />
        <SelectField<CourseFormValues>
          name="branchId"
          label={t('dashboard.fields.courseBranch')}
          placeholder={t('dashboard.fields.courseBranchDefault')}
          options={branches}
        />
      </CatalogFields>
    </DialogForm>
  );
}
