import type { ContactBranch, updateContactUsInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { recordActivity } from '../audit/record-activity';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import type { BranchRepository, BranchValues } from './contact-us.repository';

type UpdateInput = z.output<typeof updateContactUsInput>;
type BranchInput = UpdateInput['branches'][number];

const toValues = ({ id: _id, sortOrder, ...fields }: BranchInput, position: number): BranchValues => ({
  ...fields,
  sortOrder: sortOrder ?? position,
});

export class ContactUsService {
  constructor(
    private readonly database: Database,
    private readonly branches: BranchRepository,
  ) {}

  async list(): Promise<ContactBranch[]> {
    return this.branches.list();
  }

  /**
   * Replaces the whole list in one transaction: a branch with an id is updated, one without is
   * added, one left out is deleted. Any bad entry refuses the whole request and changes nothing.
   */
  update({ branches }: UpdateInput): Promise<ContactBranch[]> {
    return this.database.write(async (trx) => {
      const known = new Set((await this.branches.list(trx)).map((branch) => branch.id));
      const seen = new Set<number>();
      const problems = branches.flatMap((branch, index) => {
        if (branch.id === undefined) return [];
        const path = `branches.${index}.id`;
        if (!known.has(branch.id)) return [{ path, message: 'No such branch' }];
        if (seen.has(branch.id)) return [{ path, message: 'The same branch appears twice' }];
        seen.add(branch.id);
        return [];
      });
      if (problems.length > 0) throw new ApiError(400, 'validation', 'Validation failed', problems);

      await this.branches.deleteAllBut(trx, [...seen]);
      for (const [index, branch] of branches.entries()) {
        if (branch.id === undefined) await this.branches.insert(trx, toValues(branch, index));
        else await this.branches.update(trx, branch.id, toValues(branch, index));
      }
      const summary = `${branches.length} ${branches.length === 1 ? 'branch' : 'branches'}`;
      await recordActivity(trx, {
        action: 'edit',
        entity: 'ContactUs',
        summary,
        details: { kind: 'branches', count: branches.length },
      });
      return this.branches.list(trx);
    });
  }
}
