import type { Handlers } from '../http/handler';
import type { CategoryService } from './category.service';

type CourseCategoryHandlers = Pick<
  Handlers,
  'GetCategories' | 'GetCategoryById' | 'AddCategory' | 'EditCategory' | 'DeleteCategory'
>;

export function categoryHandlers(categories: CategoryService): CourseCategoryHandlers {
  return {
    GetCategories: () => categories.list(),
    GetCategoryById: ({ query }) => categories.get(query.Id),
    AddCategory: ({ body }) => categories.add(body),
    EditCategory: ({ body }) => categories.edit(body),
    DeleteCategory: ({ query }) => categories.delete(query.Id),
  };
}
