import { updateDeliveryZonesInput } from '@cakeshop/shared';
import type { ContactBranch, DeliveryZones } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/button';
import { InputField } from '../../components/field-control';
import { localizedResolver } from '../../lib/form-resolver';
import { localized } from '../../lib/localized';
import { showToast } from '../../lib/toasts';
import { useLanguage } from '../../lib/use-language';
import { showSaveRefusal } from './show-save-refusal';
import { deliveryKeys, updateDeliveryZones } from './delivery-api';
import type { ZonesFormValues } from './delivery-values';
import { emptyZone, toZonesBody, zonesDefaults, zonesFormPath } from './delivery-values';
import { ZoneFields } from './zone-fields';
import { SaveFooter } from '../../components/save-footer';

type ZonesOutput = ReturnType<typeof updateDeliveryZonesInput.parse>;

/** Where a branch delivers: its location (for rings), and its zones of districts, saved at once. */
export function ZonesForm({ branch, saved }: { branch: ContactBranch; saved: DeliveryZones }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useForm<ZonesFormValues, unknown, ZonesOutput>({
    resolver: localizedResolver(
      t,
      updateDeliveryZonesInput,
      (values) => toZonesBody(branch.id, values),
      zonesFormPath,
    ),
    defaultValues: zonesDefaults(saved),
  });
  const zones = useFieldArray({ control: form.control, name: 'zones' });
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: updateDeliveryZones,
    onSuccess: (answer) => {
      queryClient.setQueryData(deliveryKeys.zones(branch.id), answer);
      form.reset(zonesDefaults(answer));
      showToast({
        message: t('dashboard.delivery.zonesSaved', { name: localized(branch, 'name', language) }),
        tone: 'success',
      });
    },
    onError: (error) => showSaveRefusal(i18n, error, form, zonesFormPath),
  });
  return (
    <FormProvider {...form}>
      <form
        className="entity-form delivery-form"
        noValidate
        aria-labelledby="delivery-zones-title"
        onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}
      >
        <h2 className="delivery-title" id="delivery-zones-title">
          {t('dashboard.delivery.zones')}
        </h2>
        <p className="form-note">{t('dashboard.delivery.zonesHint')}</p>
        <fieldset className="panel">
          <legend className="calendar__legend">{t('dashboard.delivery.origin')}</legend>
          <p className="form-note">{t('dashboard.delivery.originHint')}</p>
          <div className="form-grid">
            <InputField<ZonesFormValues>
              name="latitude"
              label={t('dashboard.delivery.latitude')}
              inputMode="decimal"
              dir="ltr"
            />
            <InputField<ZonesFormValues>
              name="longitude"
              label={t('dashboard.delivery.longitude')}
              inputMode="decimal"
              dir="ltr"
            />
          </div>
        </fieldset>
        {zones.fields.length === 0 && <p className="muted">{t('dashboard.delivery.noZones')}</p>}
        {zones.fields.map((field, index) => (
          <ZoneFields
            key={field.id}
            index={index}
            currency={saved.currency}
            onRemove={() => zones.remove(index)}
          />
        ))}
        <div>
          <Button variant="secondary" onClick={() => zones.append(emptyZone())}>
            <Plus aria-hidden="true" size={18} />
            {t('dashboard.delivery.addZone')}
          </Button>
        </div>
        <SaveFooter
          dirty={form.formState.isDirty}
          busy={save.isPending}
          label={t('dashboard.delivery.saveZones')}
        />
      </form>
    </FormProvider>
  );
}
