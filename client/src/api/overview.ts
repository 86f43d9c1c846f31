import { queryOptions } from '@tanstack/react-query';

import { httpOf } from '../lib/query-client';

const overviewKeys = {
  all: ['overview'] as const,
  capacity: () => [...overviewKeys.all, 'capacity'] as const,
};

/** Each branch's next 14 days: cakes taken against its cap, and the days set apart. */
export const capacityUseQuery = () =>
  queryOptions({
    queryKey: overviewKeys.capacity(),
    queryFn: ({ client, signal }) => httpOf(client).request('GetCapacityUse', { signal }),
    // A backend without the row: the overview says so in place of the chart.
    meta: { errorShownInPlace: true },
  });
