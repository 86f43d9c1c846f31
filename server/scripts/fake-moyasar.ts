// Moyasar's API as the tests fake it (test/support/fake-moyasar.ts, written from its public
// documentation), on a free port of 127.0.0.1, for `pnpm bench`'s checkout with payment: prints
// `{"apiUrl": …}` on one line, and runs until it is sent SIGTERM.
import { startFakeMoyasar } from '../test/support/fake-moyasar';

const fake = await startFakeMoyasar(process.argv[2] ?? 'sk_test_bench');
process.stdout.write(`${JSON.stringify({ apiUrl: fake.apiUrl })}\n`);
process.on('SIGTERM', () => {
  void fake.close().then(() => process.exit(0));
});
