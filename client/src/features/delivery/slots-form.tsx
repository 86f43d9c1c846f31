import { updateDeliverySlotsInput } from '@cakeshop/shared';
import type { ContactBranch, DeliverySlots } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/button';
import { InputField, SelectField } from '../../components/field-control';
import { localizedResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { localized } from '../../lib/localized';
import { showToast } from '../../lib/toasts';
import { useLanguage } from '../../lib/use-language';
import { showSaveRefusal } from './show-save-refusal';
import { deliveryKeys, updateDeliverySlots } from './delivery-api';
import type { SlotsFormValues } from './delivery-values';
import { emptySlot, slotsDefaults, slotsFormPath, toSlotsBody } from './delivery-values';
import { weekdayName } from '../../lib/weekday-name';
import { SaveFooter } from '../../components/save-footer';

type SlotsOutput = ReturnType<typeof updateDeliverySlotsInput.parse>;

/** A branch's delivery windows per weekday: hours, when orders for each close, how many it takes. */
export function SlotsForm({ branch, saved }: { branch: ContactBranch; saved: DeliverySlots }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useForm<SlotsFormValues, unknown, SlotsOutput>({
    resolver: localizedResolver(
      t,
      updateDeliverySlotsInput,
      (values) => toSlotsBody(branch.id, values),
      slotsFormPath,
    ),
    defaultValues: slotsDefaults(saved),
  });
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  const weekdays = [6, 0, 1, 2, 3, 4, 5].map((weekday) => ({
    value: String(weekday),
    label: weekdayName(weekday, language),
  }));
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: updateDeliverySlots,
    onSuccess: (answer) => {
      queryClient.setQueryData(deliveryKeys.slots(branch.id), answer);
      form.reset(slotsDefaults(answer));
      showToast({
        message: t('dashboard.delivery.slotsSaved', { name: localized(branch, 'name', language) }),
        tone: 'success',
      });
    },
    onError: (error) => showSaveRefusal(i18n, error, form, slotsFormPath),
  });
  // A new window copies the last one to the next weekday: a week is filled in a few clicks.
  const addSlot = () => {
    const last = slots.fields.length > 0 ? form.getValues(`slots.${slots.fields.length - 1}`) : undefined;
    slots.append(
      last ? { ...last, id: undefined, weekday: String((Number(last.weekday) + 1) % 7) } : emptySlot(),
    );
  };
  return (
    <FormProvider {...form}>
      <form
        className="entity-form delivery-form"
        noValidate
        aria-labelledby="delivery-slots-title"
        onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}
      >
        <h2 className="delivery-title" id="delivery-slots-title">
          {t('dashboard.delivery.slots')}
        </h2>
        <p className="form-note">{t('dashboard.delivery.slotsHint')}</p>
        <p className="form-note">{t('dashboard.delivery.cutoffHint')}</p>
        {slots.fields.length === 0 && <p className="muted">{t('dashboard.delivery.noSlots')}</p>}
        {slots.fields.map((field, index) => {
          const n = formatNumber(index + 1, language);
          const prefix = `slots.${index}` as const;
          return (
            <fieldset key={field.id} className="delivery-slot">
              <legend className="visually-hidden">{t('dashboard.delivery.slot', { n })}</legend>
              <SelectField<SlotsFormValues>
                name={`${prefix}.weekday`}
                label={t('dashboard.delivery.weekday')}
                placeholder={t('dashboard.delivery.chooseWeekday')}
                options={weekdays}
              />
              <InputField<SlotsFormValues>
                name={`${prefix}.startsAt`}
                type="time"
                label={t('dashboard.delivery.startsAt')}
              />
              <InputField<SlotsFormValues>
                name={`${prefix}.endsAt`}
                type="time"
                label={t('dashboard.delivery.endsAt')}
              />
              <InputField<SlotsFormValues>
                name={`${prefix}.cutoffHours`}
                label={t('dashboard.delivery.cutoffHours')}
                inputMode="decimal"
              />
              <InputField<SlotsFormValues>
                name={`${prefix}.capacity`}
                label={t('dashboard.delivery.capacity')}
                inputMode="numeric"
              />
              <Button
                variant="ghost"
                onClick={() => slots.remove(index)}
                aria-label={t('dashboard.delivery.removeSlot', { n })}
              >
                <Trash2 aria-hidden="true" size={18} />
              </Button>
            </fieldset>
          );
        })}
        <div>
          <Button variant="secondary" onClick={addSlot}>
            <Plus aria-hidden="true" size={18} />
            {t('dashboard.delivery.addSlot')}
          </Button>
        </div>
        <SaveFooter
          dirty={form.formState.isDirty}
          busy={save.isPending}
          label={t('dashboard.delivery.saveSlots')}
        />
      </form>
    </FormProvider>
  );
}
