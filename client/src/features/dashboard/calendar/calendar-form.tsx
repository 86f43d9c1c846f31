import type { BodyOf, BranchCalendar, ClosedDayRequest, ContactBranch } from '@cakeshop/shared';
import { branchCalendarInput } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { calendarKeys, updateBranchCalendar } from '../../../api/calendar';
import { localizedResolver } from '../../../lib/form-resolver';
import { HttpError, isHttpError } from '../../../lib/http-error';
import { formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { applyServerError } from '../../../lib/apply-server-error';
import { PageForm } from '../common/page-form';
import type { CalendarFormValues } from './calendar-values';
import { calendarDefaults, calendarFormPath, isCalendarField, toCalendarBody } from './calendar-values';
import { ClosingDialog } from './closing-dialog';
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
  // A save that would close days holding requests waits here, with them, for the staff's word.
  const [closing, setClosing] = useState<{
    body: BodyOf<'UpdateBranchCalendar'>;
    affected: ClosedDayRequest[];
  } | null>(null);
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: updateBranchCalendar,
    onSuccess: (saved, body) => {
      setClosing(null);
      queryClient.setQueryData(calendarKeys.list(), (list: BranchCalendar[] | undefined) => [
        ...(list ?? []).filter((item) => item.branchId !== saved.branchId),
        saved,
      ]);
      form.reset(calendarDefaults(saved));
      const name = localized(branch, 'name', language);
      const told = body.closeRequests ? (closing?.affected.length ?? 0) : 0;
      showToast({
        message:
          told > 0
            ? t('dashboard.calendar.savedAndTold', {
                name,
                count: told,
                formatted: formatNumber(told, language),
              })
            : t('dashboard.calendar.saved', { name }),
        tone: 'success',
      });
    },
    onError: (error, body) => {
      if (isHttpError(error) && error.code === 'calendar.closes_requests' && error.affected) {
        setClosing({ body, affected: error.affected });
        return;
      }
      setClosing(null);
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
      {closing && (
        <ClosingDialog
          affected={closing.affected}
          busy={save.isPending}
          onCancel={() => setClosing(null)}
          onConfirm={() => save.mutate({ ...closing.body, closeRequests: true })}
        />
      )}
    </PageForm>
  );
}
