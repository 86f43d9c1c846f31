import type { Cake, CakeCategory, ContactBranch } from '@cakeshop/shared';

import type { AdminApi } from './dashboard-support';
import { dayFromToday } from './support/dates';

/**
 * A branch of the test's own, added after the others: what the test sets on it (a closed
 * weekday, a cap) and the orders it takes touch no other test's branch or day.
 */
export async function addBranch(api: AdminApi, name: string): Promise<ContactBranch> {
  const branches = await api.get<ContactBranch[]>('ContactUs/GetBranchs');
  const saved = await api.post<ContactBranch[]>('ContactUs/UpdateContactUs', {
    branches: [
      ...branches,
      {
        nameEn: name,
        nameAr: `فرع ${name}`,
        addressEn: '1 Test Street',
        addressAr: '١ شارع الاختبار',
        sortOrder: branches.length,
      },
    ],
  });
  const branch = saved.find((item) => item.nameEn === name);
  if (!branch) throw new Error(`the branch ${name} was not saved`);
  return branch;
}

/** A cake of the first category with the sizes and flavours given, through the multipart form. */
export async function addCakeWithSizes(
  api: AdminApi,
  name: string,
  sizes: { labelEn: string; labelAr: string; price: number }[],
  flavours: { nameEn: string; nameAr: string }[] = [],
): Promise<Cake> {
  const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
  return api.post<Cake>(
    'Cake/AddCake',
    {
      nameEn: name,
      nameAr: `كيكة ${name}`,
      cakeCategoryId: category?.id ?? 1,
      // A multipart form sends its lists as JSON text.
      sizes: JSON.stringify(sizes),
      flavours: JSON.stringify(flavours),
    },
    true,
  );
}

/** A day at least `days` ahead (UTC) that is not a Friday, as the date input and the API write it. */
export function dayNotFriday(days: number): { input: string; iso: string } {
  const day = dayFromToday(days);
  return new Date(day.iso).getUTCDay() === 5 ? dayFromToday(days + 1) : day;
}
