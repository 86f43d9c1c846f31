// The visitor's write path for `pnpm bench`: AddCakeOrder through the BFF (anti-forgery cookie and
// header as a browser sends them), each request a new order in its own durable transaction.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid order for the seeded demo cake and shop, picked up a week from now. */
export async function orderScenario(baseUrl) {
  const page = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const cake = (await (await fetch(`${baseUrl}/api/Cake/GetCakes?pageSize=1`)).json()).items[0];
  const [branch] = await (await fetch(`${baseUrl}/api/ContactUs/GetBranchs`)).json();
  const pickup = new Date(Date.now() + 7 * DAY_MS);
  pickup.setUTCHours(0, 0, 0, 0);
  return {
    name: 'POST /api/Order/AddCakeOrder (a new order each)',
    url: `${baseUrl}/api/Order/AddCakeOrder`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({
      cakeId: cake.id,
      quantity: 2,
      pickupDate: pickup.toISOString(),
      branchId: branch.id,
      cakeMessage: 'Happy birthday',
      customerName: 'Bench Visitor',
      phone: '+971 50 123 4567',
      language: 'en',
    }),
  };
}
