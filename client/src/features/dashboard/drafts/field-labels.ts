import { useTranslation } from 'react-i18next';

import type { TranslationKey } from '../../../lib/route-handle';

/** The dashboard's label of each field the Edit rows name (a text in both languages by its base). */
const LABELS: Record<string, TranslationKey> = {
  name: 'dashboard.fields.name',
  description: 'dashboard.fields.description',
  price: 'dashboard.fields.price',
  cakeCategoryId: 'dashboard.fields.category',
  categoryId: 'dashboard.fields.category',
  featured: 'dashboard.fields.featured',
  title: 'dashboard.fields.title',
  startDate: 'dashboard.fields.startDate',
  startTime: 'dashboard.fields.startTime',
  durationHours: 'dashboard.fields.durationHours',
  seats: 'dashboard.fields.seats',
  question: 'dashboard.fields.question',
  answer: 'dashboard.fields.answer',
  sortOrder: 'dashboard.fields.sortOrder',
  brandName: 'dashboard.fields.brandName',
  heroTitle: 'dashboard.fields.heroTitle',
  heroSubtitle: 'dashboard.fields.heroSubtitle',
  introTitle: 'dashboard.fields.introTitle',
  introBody: 'dashboard.fields.introBody',
  currency: 'dashboard.fields.currency',
  timeZone: 'dashboard.fields.timeZone',
  orderLeadDays: 'dashboard.fields.orderLeadDays',
  orderNote: 'dashboard.fields.orderNote',
  whatsappNumber: 'dashboard.fields.whatsappNumber',
  body: 'dashboard.fields.body',
  jobTitle: 'dashboard.fields.jobTitle',
  bio: 'dashboard.fields.bio',
  instagramUrl: 'dashboard.fields.instagramUrl',
  facebookUrl: 'dashboard.fields.facebookUrl',
  sizes: 'dashboard.cakes.sizes',
  // A size's and a flavour's own fields, as the comparison names them.
  label: 'dashboard.cakes.sizeLabel',
  servingsFrom: 'dashboard.cakes.servingsFrom',
  servingsTo: 'dashboard.cakes.servingsTo',
  flavours: 'dashboard.cakes.flavours',
  leadDays: 'dashboard.cakes.leadDays',
  branchIds: 'dashboard.cakes.branches',
  dailyCapacity: 'dashboard.categories.dailyCapacity',
};

/**
 * A field's label, "Name (Arabic)" for `nameAr`; a field this table does not know yet (one a
 * record gained since) shows by its own name rather than not at all.
 */
export function useFieldLabel(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => {
    const suffix = name.slice(-2);
    const base = suffix === 'En' || suffix === 'Ar' ? name.slice(0, -2) : name;
    const key = LABELS[base] ?? LABELS[name];
    if (!key) return name;
    if (base === name) return t(key);
    return t(suffix === 'En' ? 'dashboard.form.inEnglish' : 'dashboard.form.inArabic', { label: t(key) });
  };
}
