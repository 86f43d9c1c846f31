import type { BranchCalendar, ContactBranch } from '@cakeshop/shared';
import { branchCalendarInput } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { calendarKeys, updateBranchCalendar } from '../../../api/calendar';
import { localizedResolver } from '../../../lib/form-resolver';
import { HttpError, isHttpError } from '../../../lib/http-error';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { applyServerError } from '../common/apply-server-error';
import { PageForm } from '../common/page-form';
import type { CalendarFormValues } from './calendar-values';
import { calendarDefaults, calendarFormPath, isCalendarField, toCalendarBody } from './calendar-values';
import { ExceptionRows } from './exception-rows';
import { CapacityFields, WeekFields } from './week-fields';

type CalendarOutput = ReturnType<typeof branchCalendarInput.parse>;

/** The refusal with its details on the form's own fields (the body's `week.2` is a row of `days`). */
function onFormPaths(error: unknown, values: CalendarFormValues): unknown {
  if (!isHttpError(error)) return error;
  const details = error.details.map((detail) => ({
    ...detail,
    path: detail.path && calendarFormPath(detail.path, values),
  }));
  return new HttpError(error.message, error.status, details, error.code);
}

interface CalendarFormProps {
  branch: ContactBranch;
  calendar: BranchCalendar;
  /** Told whenever the form starts or stops differing from what is saved. */
  onDirtyChange: (dirty: boolean) => void;
}

/** One branch's calendar, cut-off and capacity, saved in one UpdateBranchCalendar call. */
export function CalendarForm({ branch, calendar, onDirtyChange }: CalendarFormProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useForm<CalendarFormValues, unknown, CalendarOutput>({
    resolver: localizedResolver(
      t,
      branchCalendarInput,
      (values) => toCalendarBody(branch.id, values),
      calendarFormPath,
    ),
    defaultValues: calendarDefaults(calendar),
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: updateBranchCalendar,
    onSuccess: (saved) => {
      queryClient.setQueryData(calendarKeys.list(), (list: BranchCalendar[] | undefined) => [
        ...(list ?? []).filter((item) => item.branchId !== saved.branchId),
        saved,
      ]);
      form.reset(calendarDefaults(saved));
      showToast({
        message: t('dashboard.calendar.saved', { name: localized(branch, 'name', language) }),
        tone: 'success',
      });
    },
    onError: (error) => {
      const values = form.getValues();
      applyServerError(i18n, onFormPaths(error, values), form.setError, (path) =>
        isCalendarField(path, values),
      );
    },
  });
  return (
    <PageForm
      form={form}
      onSubmit={(body) => save.mutate(body)}
      dirty={dirty}
      busy={save.isPending}
      className="calendar"
    >
      <CapacityFields />
      <WeekFields />
      <ExceptionRows />
    </PageForm>
  );
}
