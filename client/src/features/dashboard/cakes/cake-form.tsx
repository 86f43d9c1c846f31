import type { Cake, CakeCategory, ContactBranch } from '@cakeshop/shared';
import { cakeInput } from '@cakeshop/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { addCake, cakeKeys, editCake } from '../../../api/cake';
import { cakeCategoryKeys } from '../../../api/cake-category';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { CatalogFields } from '../common/catalog-fields';
import { DialogForm } from '../common/dialog-form';
import { useImageChoice } from '../common/use-image-choice';
import { useSaveCatalogItem } from '../common/use-save-catalog-item';
import { BranchChoice, FlavourRows, LeadDaysField, SizeRows } from './cake-offer-fields';
import type { CakeFormValues } from './cake-values';
import { cakeDefaults, cakeFieldPaths, toCakeDraft, toCakeInput, toCakeMultipart } from './cake-values';

type CakeOutput = ReturnType<typeof cakeInput.parse>;

const TEXTS = withLimits(cakeInput, [
  { name: 'name', label: 'dashboard.fields.name', required: true },
  { name: 'description', label: 'dashboard.fields.description', multiline: true },
]);

/** What the week's fields need: whether the backend has them, the branches, the site's lead time. */
export interface CakeOffer {
  /** False for a backend of an earlier contract: a new cake is one price, as before. */
  week: boolean;
  branches: readonly ContactBranch[];
  siteLeadDays: number;
}

interface CakeFormProps {
  cake: Cake | null;
  categories: readonly CakeCategory[];
  defaultCategory: number | null;
  currency: string;
  offer: CakeOffer;
  onDone: () => void;
}

/**
 * Add or edit one cake: names, descriptions, category, featured, picture; and, where the backend
 * has them, its sizes (each with its price and servings), flavours, lead time and branches.
 */
export function CakeForm({ cake, categories, defaultCategory, currency, offer, onDone }: CakeFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const image = useImageChoice(cake?.imageUrl);
  // A stored cake says itself whether the backend has sizes (an edit without them would replace
  // its sizes by one price); only a new one goes by the probe.
  const week = cake ? cake.sizes !== undefined : offer.week;
  const form = useForm<CakeFormValues, unknown, CakeOutput>({
    resolver: localizedResolver(t, cakeInput, (values) => toCakeInput(values, week)),
    defaultValues: cakeDefaults(cake, defaultCategory),
  });
  const [sizes, flavours] = useWatch({ control: form.control, name: ['sizes', 'flavours'] });
  const save = useSaveCatalogItem({
    form,
    image,
    id: cake?.id ?? null,
    add: (body, upload) => addCake(toCakeMultipart(body), upload),
    edit: (body, upload) => editCake(toCakeMultipart(body), upload),
    affected: [cakeKeys.all, cakeCategoryKeys.all],
    nameOf: (saved) => localized(saved, 'name', language),
    fields: cakeFieldPaths({ sizes, flavours }, week),
    // A draft holds what an edit would send (sizes with their ids), before its checks.
    draftFields: (values) => toCakeDraft(values, week),
    onDone,
  });
  return (
    <DialogForm form={form} save={save} onCancel={onDone}>
      <CatalogFields
        texts={TEXTS}
        categoryField="cakeCategoryId"
        categories={categories}
        currency={currency}
        image={image}
        busy={save.isPending}
        price={!week}
        lists={
          week && (
            <>
              <SizeRows currency={currency} />
              <FlavourRows />
              {offer.branches.length > 0 && <BranchChoice branches={offer.branches} />}
            </>
          )
        }
      >
        {week && <LeadDaysField siteLeadDays={offer.siteLeadDays} />}
      </CatalogFields>
    </DialogForm>
  );
}
