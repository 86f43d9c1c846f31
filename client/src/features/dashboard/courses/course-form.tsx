import type { Category, Course } from '@cakeshop/shared';
import { courseInput } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { categoryKeys } from '../../../api/category';
import { addCourse, courseKeys, editCourse } from '../../../api/course';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form-field';
import { formatDate } from '../../../lib/format';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { applyServerError } from '../common/apply-server-error';
import { BilingualField } from '../common/bilingual-field';
import { InputField, SelectField } from '../common/field-control';
import { FormStatus } from '../common/form-status';
import { ImageField } from '../common/image-field';
import { fieldIn } from '../common/server-errors';
import { useImageChoice } from '../common/use-image-choice';
import type { CourseFormValues } from './course-values';
import { courseDefaults, prepareCourse, startDateToIso } from './course-values';

type CourseOutput = ReturnType<typeof courseInput.parse>;

const FIELDS = [
  'titleEn',
  'titleAr',
  'descriptionEn',
  'descriptionAr',
  'price',
  'categoryId',
  'startDate',
  'durationHours',
  'seats',
];

interface CourseFormProps {
  course: Course | null;
  categories: readonly Category[];
  defaultCategory: number | null;
  currency: string;
  onDone: () => void;
}

/** Add or edit one course: texts, price, category, start day, duration, seats, picture. */
export function CourseForm({ course, categories, defaultCategory, currency, onDone }: CourseFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const image = useImageChoice(course?.imageUrl);
  const form = useForm<CourseFormValues, unknown, CourseOutput>({
    resolver: localizedResolver(courseInput, prepareCourse),
    defaultValues: courseDefaults(course, defaultCategory),
  });
  const picked = startDateToIso(useWatch({ control: form.control, name: 'startDate' }));
  const save = useMutation({
    mutationFn: (values: CourseOutput) => {
      const body = { ...values, removeImage: image.removeImage };
      return course
        ? editCourse({ ...body, id: course.id }, image.upload())
        : addCourse(body, image.upload());
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      showToast({
        message: t('dashboard.saved', { name: localized(saved, 'title', language) }),
        tone: 'success',
      });
      onDone();
    },
    onError: (error) => applyServerError(error, form.setError, fieldIn(FIELDS)),
    onSettled: () => image.setProgress(null),
  });
  const busy = save.isPending;
  return (
    <FormProvider {...form}>
      <form className="entity-form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <BilingualField name="title" label={t('dashboard.fields.title')} required maxLength={160} />
        <BilingualField
          name="description"
          label={t('dashboard.fields.description')}
          multiline
          maxLength={8000}
        />
        <div className="form-grid">
          <InputField<CourseFormValues>
            name="price"
            label={t('dashboard.fields.priceIn', { currency })}
            inputMode="decimal"
            required
            aria-required
          />
          <SelectField<CourseFormValues>
            name="categoryId"
            label={t('dashboard.fields.category')}
            placeholder={t('dashboard.fields.chooseCategory')}
            options={categories.map((category) => ({
              value: String(category.id),
              label: localized(category, 'name', language),
            }))}
            required
            aria-required
          />
          <InputField<CourseFormValues>
            name="startDate"
            type="date"
            label={t('dashboard.fields.startDate')}
            hint={picked.endsWith('Z') ? formatDate(picked, language) : undefined}
          />
          <InputField<CourseFormValues>
            name="durationHours"
            label={t('dashboard.fields.durationHours')}
            inputMode="numeric"
          />
          <InputField<CourseFormValues>
            name="seats"
            label={t('dashboard.fields.seats')}
            inputMode="numeric"
          />
        </div>
        <CheckboxField label={t('dashboard.fields.featured')} {...form.register('featured')} />
        <ImageField label={t('dashboard.fields.image')} image={image} disabled={busy} />
        <FormStatus />
        <div className="form-actions">
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
