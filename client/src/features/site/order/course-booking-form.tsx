import type { Course, CourseBookingInput } from '@cakeshop/shared';
import { courseBookingInput } from '@cakeshop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { addCourseBooking } from '../../../api/booking';
import { courseKeys } from '../../../api/course';
import { InputField } from '../../../components/field-control';
import { localizedResolver } from '../../../lib/form-resolver';
import { useLanguage } from '../../../lib/use-language';
import { FormFooter } from './form-footer';
import { useVisitorSubmit } from './use-visitor-submit';
import type { VisitorValues } from './visitor-fields';
import { emptyVisitor, VisitorFields } from './visitor-fields';

interface BookingValues extends VisitorValues {
  seats: string;
}

type BookingBody = ReturnType<typeof courseBookingInput.parse>;

/** A visitor books seats on this course; a refusal (it filled up meanwhile) refreshes the seats left. */
export function CourseBookingForm({ course }: { course: Course }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useForm<BookingValues, unknown, BookingBody>({
    resolver: localizedResolver<BookingValues, BookingBody>(
      t,
      courseBookingInput,
      (values): CourseBookingInput => ({ ...values, courseId: course.id, language }),
    ),
    defaultValues: { seats: '1', ...emptyVisitor },
  });
  const submit = useVisitorSubmit({
    form,
    send: addCourseBooking,
    kind: 'course',
    onRefused: () => void queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
  return (
    <FormProvider {...form}>
      <form
        className="order-form"
        noValidate
        onSubmit={(event) =>
          // The mutation reports its own failure: nothing waits for the submit's promise.
          void form.handleSubmit((body) => submit.mutate(body))(event)
        }
      >
        <InputField<BookingValues>
          name="seats"
          label={t('site.booking.seats')}
          inputMode="numeric"
          maxLength={2}
          required
          aria-required
          autoFocus
        />
        <VisitorFields />
        <FormFooter
          busy={submit.isPending}
          label={t('site.booking.submit')}
          busyLabel={t('site.order.submitting')}
        />
      </form>
    </FormProvider>
  );
}
