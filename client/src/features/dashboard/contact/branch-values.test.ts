import { describe, expect, it } from 'vitest';

import { emptyBranch, toContactBody } from './branch-values';

describe('toContactBody', () => {
  it('when branches are listed, then their order becomes sortOrder and only existing ones carry an id', () => {
    const body = toContactBody({
      branches: [
        { ...emptyBranch(), nameEn: 'New' },
        { ...emptyBranch(), branchId: 7, nameEn: 'Old' },
      ],
    });
    expect(
      body.branches.map((branch) => [branch.nameEn, 'id' in branch ? branch.id : null, branch.sortOrder]),
    ).toEqual([
      ['New', null, 0],
      ['Old', 7, 1],
    ]);
  });
});
