import type { BodyOf, CakeCategory, Category, ContentKind } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';

import { cakeKeys } from '../../../api/cake';
import {
  addCakeCategory,
  cakeCategoriesQuery,
  cakeCategoryKeys,
  deleteCakeCategory,
  editCakeCategory,
} from '../../../api/cake-category';
import {
  addCategory,
  categoriesQuery,
  categoryKeys,
  deleteCategory,
  editCategory,
} from '../../../api/category';
import { courseKeys } from '../../../api/course';
import type { TranslationKey } from '../../../lib/route-handle';

/** What differs between the cake categories and the course categories screens. */
export interface CategoryKind {
  /** Drafts and versions name them so. */
  contentKind: Extract<ContentKind, 'CakeCategory' | 'Category'>;
  titleKey: TranslationKey;
  itemsKey: TranslationKey;
  inUseKey: TranslationKey;
  showKey: TranslationKey;
  useList: () => UseQueryResult<CakeCategory[]>;
  /** Query keys to refresh after a change: the categories and the lists that show their names. */
  affected: readonly QueryKey[];
  /** Whether its categories may cap how many of their items a branch takes a day (cakes). */
  capacity: boolean;
  add: (body: BodyOf<'AddCakeCategory'>) => Promise<Category>;
  edit: (body: BodyOf<'EditCakeCategory'>) => Promise<Category>;
  remove: (id: number) => Promise<unknown>;
  /** The list of items in one category (the 409 message links there). */
  itemsPath: (id: number) => string;
}

export const CAKE_CATEGORIES: CategoryKind = {
  contentKind: 'CakeCategory',
  titleKey: 'dashboard.titles.cakeCategories',
  itemsKey: 'dashboard.categories.cakesIn',
  inUseKey: 'dashboard.categories.inUseCakes',
  showKey: 'dashboard.categories.showCakes',
  useList: () => useQuery(cakeCategoriesQuery()),
  capacity: true,
  affected: [cakeCategoryKeys.all, cakeKeys.all],
  add: addCakeCategory,
  edit: editCakeCategory,
  remove: deleteCakeCategory,
  itemsPath: (id) => `${pathTo('dashboardCakes')}?catId=${id}`,
};

export const COURSE_CATEGORIES: CategoryKind = {
  contentKind: 'Category',
  titleKey: 'dashboard.titles.categories',
  itemsKey: 'dashboard.categories.coursesIn',
  inUseKey: 'dashboard.categories.inUseCourses',
  showKey: 'dashboard.categories.showCourses',
  useList: () => useQuery(categoriesQuery()),
  capacity: false,
  affected: [categoryKeys.all, courseKeys.all],
  add: addCategory,
  edit: editCategory,
  remove: deleteCategory,
  itemsPath: (id) => `${pathTo('dashboardCourses')}?catId=${id}`,
};
