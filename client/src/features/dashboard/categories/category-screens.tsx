import { CategoriesScreen } from './categories-screen';
import { CAKE_CATEGORIES, COURSE_CATEGORIES } from './category-kinds';

/** /dashboard/cake-cats: the cake categories. */
export function CakeCategoriesScreen() {
  return <CategoriesScreen kind={CAKE_CATEGORIES} />;
}

/** /dashboard/categories: the course categories. */
export function CourseCategoriesScreen() {
  return <CategoriesScreen kind={COURSE_CATEGORIES} />;
}
