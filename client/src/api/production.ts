import type { QueryOf } from '@cakeshop/shared';
import { queryOptions } from '@tanstack/react-query';

import { browserHttp } from '../lib/browser-http';
import { httpOf } from '../lib/query-client';

export type ProductionFilters = QueryOf<'GetProductionSheet'>;

export const productionKeys = {
  all: ['production'] as const,
  sheets: () => [...productionKeys.all, 'sheet'] as const,
  sheet: (filters: ProductionFilters) => [...productionKeys.sheets(), filters] as const,
};

/** What to bake on one pick-up day, for one branch or all of them. */
export const productionSheetQuery = (filters: ProductionFilters) =>
  queryOptions({
    queryKey: productionKeys.sheet(filters),
    queryFn: ({ client, signal }) => httpOf(client).request('GetProductionSheet', { query: filters, signal }),
    // A 404 (a backend without the sheet) is told by the screen itself.
    meta: { errorShownInPlace: true },
  });

/** The same sheet as the CSV the server writes (UTF-8 with a BOM), with the token, to save. */
export const exportProductionSheet = (filters: ProductionFilters) =>
  browserHttp.download('ExportProductionSheet', { query: filters });
