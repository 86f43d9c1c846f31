import type { ContactBranch } from '@cakeshop/shared';

/** One branch as the form holds it; `branchId` because the field array keeps `id` for itself. */
export interface BranchValues {
  branchId: number | null;
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  phone: string;
  email: string;
  mapUrl: string;
  openingHoursEn: string;
  openingHoursAr: string;
}

export interface ContactFormValues {
  branches: BranchValues[];
}

export const BRANCH_FIELDS = [
  'nameEn',
  'nameAr',
  'addressEn',
  'addressAr',
  'phone',
  'email',
  'mapUrl',
  'openingHoursEn',
  'openingHoursAr',
] as const;

export const emptyBranch = (): BranchValues => ({
  branchId: null,
  nameEn: '',
  nameAr: '',
  addressEn: '',
  addressAr: '',
  phone: '',
  email: '',
  mapUrl: '',
  openingHoursEn: '',
  openingHoursAr: '',
});

export function toBranchValues(branch: ContactBranch): BranchValues {
  return {
    branchId: branch.id,
    nameEn: branch.nameEn,
    nameAr: branch.nameAr,
    addressEn: branch.addressEn,
    addressAr: branch.addressAr,
    phone: branch.phone ?? '',
    email: branch.email ?? '',
    mapUrl: branch.mapUrl ?? '',
    openingHoursEn: branch.openingHoursEn ?? '',
    openingHoursAr: branch.openingHoursAr ?? '',
  };
}

/** The UpdateContactUs body: the list in screen order, ids kept for existing branches. */
export function toContactBody({ branches }: ContactFormValues) {
  return {
    branches: branches.map(({ branchId, ...branch }, index) => ({
      ...branch,
      ...(branchId ? { id: branchId } : {}),
      sortOrder: index,
    })),
  };
}
