import type { ContactBranch, Course } from '@cakeshop/shared';

/**
 * Where a class is held: its branch, or the first branch (the list comes in the shop's order)
 * when it names none or one since removed, as its messages and calendar file say.
 */
export function coursePlace(
  course: Pick<Course, 'branchId'>,
  branches: readonly ContactBranch[] | undefined,
): ContactBranch | undefined {
  return branches?.find((branch) => branch.id === course.branchId) ?? branches?.[0];
}
