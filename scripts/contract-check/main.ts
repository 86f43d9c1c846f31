import { parseArgs } from 'node:util';

import { checkContract } from './check-contract';
import { UnreachableError } from './caller';
import { formatReport } from './format-report';

const USAGE = `Usage: pnpm contract:check <base-url> [--writes --email <e-mail> --password <password>] [--json] [--verbose]

Checks that the API at <base-url> (your backend, or the BFF in front of it) keeps the /api
contract of shared/: every endpoint's status codes, response shapes, paging, error bodies and
401s. With --writes it also signs in and creates, edits and deletes records of its own, then
removes them. The account may come from CONTRACT_EMAIL and CONTRACT_PASSWORD instead.
Exit status: 0 when the API keeps the contract, 1 when it does not, 2 for a usage error.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    writes: { type: 'boolean', default: false },
    email: { type: 'string' },
    password: { type: 'string' },
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [baseUrl] = positionals;
if (!baseUrl || positionals.length > 1) fail('Give one base URL, e.g. http://localhost:5000');
if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
  fail(`Not an http(s) URL: ${baseUrl}`);
const email = values.email ?? process.env.CONTRACT_EMAIL;
const password = values.password ?? process.env.CONTRACT_PASSWORD;
if (values.writes && (!email || !password))
  fail('--writes needs an account: --email and --password, or CONTRACT_EMAIL and CONTRACT_PASSWORD');

try {
  const report = await checkContract({
    baseUrl,
    ...(values.writes && email && password ? { writes: { email, password } } : {}),
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report, values.verbose));
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  if (!(error instanceof UnreachableError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
