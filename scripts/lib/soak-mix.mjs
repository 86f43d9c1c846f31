// The requests of `pnpm bench:soak`, as autocannon takes them.

/**
 * One round of the mix, which every connection goes through in turn: public pages (one a path
 * nobody rendered before, so the page cache keeps turning over), API reads, two real orders (one
 * with its own Idempotency-Key) and five kinds of malformed request.
 */
export function soakMix(order) {
  let sequence = 0;
  const unique = () => `${process.pid}-${(sequence += 1)}`;
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
  const post = (body, headers = {}) => ({
    method: 'POST',
    path: '/api/Order/AddCakeOrder',
    headers: { ...order.headers, ...headers },
    body,
  });
  return [
    { method: 'GET', path: '/', headers: html },
    { method: 'GET', path: '/cakes', headers: html },
    { method: 'GET', path: '/api/Cake/GetCakes?pageNume=1&pageSize=12' },
    { method: 'GET', path: '/api/Home/GetHomeData' },
    post(order.body),
    {
      ...post(order.body),
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `soak-${unique()}` } }),
    },
    post('{"cakeId": 1, "quantity":'),
    post(
      Buffer.concat([
        Buffer.from('{"customerName":"Sara '),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    ),
    { method: 'GET', path: '/api/Cake/GetCakeById?Id=abc' },
    {
      method: 'GET',
      path: '/api/Nope/Nothing',
      setupRequest: (req) => ({ ...req, path: `/api/Nope/${unique()}` }),
    },
    {
      method: 'GET',
      path: '/no-such-page',
      headers: html,
      setupRequest: (req) => ({ ...req, path: `/no-such-page-${unique()}` }),
    },
    {
      method: 'POST',
      path: '/api/Order/AddCakeOrder',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    },
  ];
}
