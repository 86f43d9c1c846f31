// Checkout with payment for `pnpm bench`: the same visitor's order at the same branch, on the same
// server and data, with the shop's "pay online when ordering" off and then required, the provider
// Moyasar's API as the tests fake it on 127.0.0.1 (server/scripts/fake-moyasar.ts). What the
// payment adds on our side: a payment asked and begun in the order's answer, and the provider's
// invoice created before it goes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

import { ROOT } from './build.mjs';
import { browserWrite, orderScenarios } from './order-bench.mjs';
import { startServer } from './server.mjs';

const KEY = 'sk_test_bench-checkout';

/** The fake Moyasar API, started through the server package's tsx; its URL and stop(). */
async function startFakeMoyasar() {
  const child = spawn(
    'pnpm',
    ['--filter', '@cakeshop/server', 'exec', 'tsx', 'scripts/fake-moyasar.ts', KEY],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  const { apiUrl } = JSON.parse(line);
  return {
    apiUrl,
    stop: async () => {
      process.kill(-child.pid, 'SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Saves the shop's rule for paying at checkout, as an owner does on the Settings screen. */
async function payAtCheckout(url, token, rule) {
  const headers = { ...(await browserWrite(url)), authorization: `Bearer ${token}` };
  const current = await (await fetch(`${url}/api/Settings/GetShopSettings`)).json();
  const saved = await fetch(`${url}/api/Settings/UpdateShopSettings`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...current, paymentRules: { ...current.paymentRules, payAtCheckout: rule } }),
  });
  if (!saved.ok) throw new Error(`UpdateShopSettings answered ${saved.status}`);
}

/**
 * Measures the order without and with payment at checkout on `dataDir` (its server stopped
 * before), with `measure(scenario, pid)`; the two results, the second against the first.
 */
export async function checkoutPaymentResults(dataDir, { signIn, password, measure }) {
  const fake = await startFakeMoyasar();
  const server = await startServer({
    DATA_DIR: dataDir,
    REQUESTS_PER_HOUR: '100000',
    ADMIN_PASSWORD: password,
    PAYMENTS: 'moyasar',
    MOYASAR_SECRET_KEY: KEY,
    MOYASAR_WEBHOOK_SECRET: 'bench-webhook-token',
    MOYASAR_API_URL: fake.apiUrl,
  });
  try {
    const token = await signIn(server.url, 'admin@example.com', password);
    const [plain] = await orderScenarios(server.url);
    const without = { ...plain, name: 'POST AddCakeOrder (pay at checkout off, PAYMENTS=moyasar)' };
    await payAtCheckout(server.url, token, 'off');
    const first = await measure(without, server.pid);
    await payAtCheckout(server.url, token, 'required');
    const paid = {
      ...plain,
      name: 'POST AddCakeOrder (paid at checkout: held, Moyasar invoice begun)',
      baseOf: without.name,
      expect: async (response) => {
        const receipt = await response.json();
        if (receipt.status !== 'awaiting_payment' || !receipt.payment?.redirectUrl)
          throw new Error(`an order paid at checkout answered ${JSON.stringify(receipt)}`);
      },
    };
    return [first, await measure(paid, server.pid)];
  } finally {
    await server.stop();
    await fake.stop();
  }
}
