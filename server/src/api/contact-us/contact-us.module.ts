import type { ApiModule } from '../http/api-module';
import type { Database } from '../db/database';
import { BranchRepository } from './contact-us.repository';
import { contactUsHandlers } from './contact-us.routes';
import { ContactUsService } from './contact-us.service';

export interface BranchesModule extends ApiModule<keyof ReturnType<typeof contactUsHandlers>> {
  /** The branches' names and order, as the production sheet lists them. */
  branches: BranchRepository;
}

/** The branches: their addresses, phones and hours as the Contact page shows them. */
export function createBranchesModule({ database }: { database: Database }): BranchesModule {
  const branches = new BranchRepository(database.db);
  return { handlers: contactUsHandlers(new ContactUsService(database, branches)), branches };
}
