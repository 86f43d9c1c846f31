// The delivery windows a checkout reads for `pnpm bench`: GetDeliverySlotsOn, one branch's windows
// on one day after its calendar, with the places left (one read of the counters per day).

const DAY_MS = 24 * 60 * 60 * 1000;
/** The checkout asks for a branch's next seven open days: the bench asks across two weeks. */
const DAYS = 14;

const getJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

const dayAfter = (days) => {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCHours(0, 0, 0, 0);
  return day.toISOString();
};

/**
 * The slots read of every branch that has delivery windows (the demo's), a random branch and day
 * of the coming two weeks each request, against the simplest read of the same run.
 */
export async function deliverySlotsScenarios(baseUrl, simplest) {
  const pathOf = (branchId, day) =>
    `/api/Delivery/GetDeliverySlotsOn?branchId=${branchId}&day=${encodeURIComponent(day)}`;
  const branches = await getJson(`${baseUrl}/api/ContactUs/GetBranchs`);
  const delivering = [];
  for (const branch of branches) {
    const on = await getJson(`${baseUrl}${pathOf(branch.id, dayAfter(7))}`);
    if (on.slots.length > 0) delivering.push(branch.id);
  }
  if (delivering.length === 0) throw new Error('no branch of the bench data delivers: no windows to read');
  const days = Array.from({ length: DAYS }, (_unused, i) => dayAfter(i + 1));
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  return [
    {
      name: `GET GetDeliverySlotsOn (${delivering.length} branches, ${DAYS} days)`,
      url: `${baseUrl}${pathOf(delivering[0], days[0])}`,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: pathOf(pick(delivering), pick(days)) }),
        },
      ],
      baseOf: simplest,
      limitP99Ms: 20,
    },
  ];
}
