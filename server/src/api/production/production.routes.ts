import type { Handlers } from '../http/handler';
import type { ProductionService } from './production.service';

export function productionHandlers(
  production: ProductionService,
): Pick<Handlers, 'GetProductionSheet' | 'ExportProductionSheet'> {
  return {
    GetProductionSheet: ({ query }) => production.sheet(query),
    ExportProductionSheet: ({ query }) => production.csv(query),
  };
}
