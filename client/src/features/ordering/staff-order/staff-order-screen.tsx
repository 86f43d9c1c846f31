import type { Cake, CakeOrder, ContactBranch } from '@cakeshop/shared';
import { staffCakeOrderInput } from '@cakeshop/shared';
import { currencyOf } from '@cakeshop/shared/money';
import { pathTo } from '@cakeshop/shared/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { cakesQuery } from '../../../api/cake';
import { isMissingRow } from '../../../api/calendar';
import { branchesQuery } from '../../../api/contact';
import { shopSettingsQuery } from '../../../api/settings';
import { addCakeOrderByStaff, inboxKeys } from '../../../api/inbox';
import { productionKeys } from '../../../api/production';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { errorText, withLocalizedDetails } from '../../../lib/error-text';
import { formatPrice } from '../../../lib/format';
import { localizedResolver } from '../../../lib/form-resolver';
import { isHttpError } from '../../../lib/http-error';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { applyServerError } from '../../../lib/apply-server-error';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { FormStatus } from '../../../components/form-status';
import { LoadingPanel } from '../../../components/dashboard/loading-panel';
import { ScreenHeader } from '../../../components/dashboard/screen-header';
import { fieldIn } from '../../../lib/server-errors';
import { UnsavedDialog } from '../../../components/dashboard/unsaved-dialog';
import { UnsupportedState } from '../../../components/dashboard/unsupported-state';
import { useUnsavedWarning } from '../../../components/dashboard/use-unsaved-warning';
import { StaffOrderFields } from './staff-order-fields';
import { StaffOrderLines } from './staff-order-lines';
import type { StaffOrderValues } from './staff-order-values';
import { expectedTotal, staffOrderDefaults, staffOrderFields, toStaffOrderBody } from './staff-order-values';

type StaffOrderOutput = ReturnType<typeof staffCakeOrderInput.parse>;

/** Every cake the shop sells, for the order's selects (the API's largest page). */
const ALL_CAKES = { pageNume: 1, pageSize: 100 };

/**
 * /dashboard/inbox/new: an order the staff take by phone or at the counter. A full day is
 * offered to take over capacity (the activity log records it); every other refusal is shown
 * beside its field, nothing typed is lost.
 */
export function StaffOrderScreen() {
  const { t } = useTranslation();
  const cakes = useQuery(cakesQuery(ALL_CAKES));
  const branches = useQuery(branchesQuery());
  const settings = useQuery(shopSettingsQuery());
  const failed = cakes.error ?? branches.error;
  return (
    <section className="screen">
      <ScreenHeader title={t('dashboard.titles.newOrder')}>
        <p className="screen-intro">{t('dashboard.newOrder.intro')}</p>
      </ScreenHeader>
      {cakes.isPending || branches.isPending || settings.isPending ? (
        <LoadingPanel lines={10} />
      ) : failed ? (
        <ErrorState
          message={failed.message}
          onRetry={() => void Promise.all([cakes.refetch(), branches.refetch()])}
        />
      ) : (
        <StaffOrderForm
          cakes={cakes.data?.items ?? []}
          branches={branches.data ?? []}
          currency={currencyOf(settings.data)}
        />
      )}
    </section>
  );
}

interface StaffOrderFormProps {
  cakes: readonly Cake[];
  branches: readonly ContactBranch[];
  currency: string;
}

function StaffOrderForm({ cakes, branches, currency }: StaffOrderFormProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [full, setFull] = useState<StaffOrderOutput | null>(null);
  const [taken, setTaken] = useState<CakeOrder | null>(null);
  const form = useForm<StaffOrderValues, unknown, StaffOrderOutput>({
    resolver: localizedResolver(t, staffCakeOrderInput, (values) =>
      toStaffOrderBody(values, cakes, currency, false),
    ),
    defaultValues: staffOrderDefaults(language, branches[0]?.id),
  });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const total = expectedTotal(lines, cakes, currency);
  const take = useMutation({
    // A full day is asked about; the rest is shown beside the fields or above the button.
    meta: { errorShownInPlace: true },
    mutationFn: (body: StaffOrderOutput) => addCakeOrderByStaff(body),
    onSuccess: async (order) => {
      await Promise.all(
        [inboxKeys.all, productionKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      form.reset(form.getValues());
      setTaken(order);
    },
    onError: (error, body) => {
      if (isHttpError(error) && error.code === 'pickup.full' && !body.overCapacity) {
        setFull(body);
        return;
      }
      // A price that changed meanwhile: the cakes are read again, so the total shown is the new one.
      if (isHttpError(error) && error.code === 'order.price_changed') {
        void queryClient.invalidateQueries({ queryKey: cakesQuery(ALL_CAKES).queryKey });
        form.setError('root.server', { type: 'server', message: errorText(i18n, error) });
        return;
      }
      applyServerError(
        i18n,
        withLocalizedDetails(i18n, error),
        form.setError,
        fieldIn(staffOrderFields(form.getValues('lines').length)),
      );
    },
  });
  // Once the order is taken (and the form no longer counts as changed), its page opens.
  useEffect(() => {
    if (!taken) return;
    showToast({ message: t('dashboard.newOrder.taken', { reference: taken.reference }), tone: 'success' });
    void navigate(pathTo('dashboardOrder', { id: taken.id }));
  }, [taken, navigate, t]);
  const blocker = useUnsavedWarning(form.formState.isDirty && !take.isPending && !taken);

  if (isMissingRow(take.error)) return <UnsupportedState feature={t('dashboard.titles.newOrder')} />;
  return (
    <FormProvider {...form}>
      <form
        className="entity-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit((body) => take.mutate(body))(event)}
      >
        <StaffOrderLines cakes={cakes} currency={currency} />
        <StaffOrderFields branches={branches} />
        <FormStatus />
        <div className="form-footer">
          <p className="staff-order__total" aria-live="polite">
            {total === null
              ? ''
              : t('dashboard.newOrder.total', { total: formatPrice(total, currency, language) })}
          </p>
          <Button type="submit" busy={take.isPending}>
            {t('dashboard.newOrder.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={full !== null}
        title={t('dashboard.newOrder.fullTitle')}
        confirmLabel={t('dashboard.newOrder.overCapacity')}
        danger={false}
        busy={take.isPending}
        onCancel={() => setFull(null)}
        onConfirm={() => {
          if (full) take.mutate({ ...full, overCapacity: true });
          setFull(null);
        }}
      >
        <p>{t('dashboard.newOrder.fullText')}</p>
      </ConfirmDialog>
      <UnsavedDialog blocker={blocker} />
    </FormProvider>
  );
}
