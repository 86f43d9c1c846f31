import type { CategoryService } from '../category/category.service';
import type { Handlers } from '../http/handler';

type CakeCategoryHandlers = Pick<
  Handlers,
  'GetCakeCategories' | 'GetCakeCategoryById' | 'AddCakeCategory' | 'EditCakeCategory' | 'DeleteCakeCategory'
>;

/** Cake categories reuse the category service and repository with the cake tables (CAKE_CATEGORIES). */
export function cakeCategoryHandlers(categories: CategoryService): CakeCategoryHandlers {
  return {
    GetCakeCategories: () => categories.list(),
    GetCakeCategoryById: ({ query }) => categories.get(query.Id),
    AddCakeCategory: ({ body }) => categories.add(body),
    EditCakeCategory: ({ body }) => categories.edit(body),
    DeleteCakeCategory: ({ query }) => categories.delete(query.Id),
  };
}
