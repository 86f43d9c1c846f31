import { isIP } from 'node:net';

import { DEFAULT_MAX_UPLOAD_MB } from '@cakeshop/shared/media';
import { pages } from '@cakeshop/shared/routes';
import { z } from 'zod';

import { paymentProblems } from './payments-env';
import { s3Problems } from './s3-env';

/** Environment variables accept "true"/"false"/"1"/"0"; anything else is a mistake worth stopping for. */
const booleanText = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce
  .number({ message: 'expected a port number' })
  .int('expected a whole number')
  .min(0)
  .max(65535);

const TRUST_PROXY_HINT =
  'write the number of proxies in front of this server (e.g. 1) or their addresses/subnets ' +
  '(e.g. loopback, 10.0.0.0/8)';
// proxy-addr's named ranges, which Express accepts beside addresses and subnets.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (isIP(prefix) === version) return true; // a netmask, e.g. 10.0.0.0/255.0.0.0
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Express's "trust proxy": a hop count or the proxies' addresses/subnets (comma separated).
 * `true` is refused: it trusts any X-Forwarded-For a client writes, so anyone could pick the
 * address the login throttle counts. `false` (the default) trusts no proxy.
 */
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, ctx) => {
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `\`true\` trusts any client's X-Forwarded-For; ${TRUST_PROXY_HINT}`,
      });
      return;
    }
    if (value === 'false' || /^\d+$/.test(value)) return;
    const bad = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => !isAddressOrSubnet(entry));
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `not an address or subnet: ${bad.join(', ')}; ${TRUST_PROXY_HINT}`,
      });
  })
  .transform((value): false | number | string => {
    if (value === 'false') return false;
    return /^\d+$/.test(value) ? Number(value) : value;
  });

/**
 * The site's public origin (`https://cakes.example.com`), the base of every absolute link the
 * server writes (robots.txt, the sitemap, page metadata). Origin only: a path or query would be
 * silently dropped from some links and kept in others.
 */
const siteUrl = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = originProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: `${problem}; expected an origin like https://cakes.example.com`,
      });
  })
  .transform((value) => new URL(value).origin);

function originProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not http:// or https://';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(value))
    return 'must not have a path, query or fragment';
  return undefined;
}

/** A comma-separated list; blanks around commas ignored. */
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** First path segments the site itself answers: a media path may not take one over. */
const OWN_SEGMENTS = new Set([
  'api',
  'assets',
  'healthz',
  'readyz',
  ...Object.values(pages).map((page) => page.path.split('/')[1] ?? ''),
]);

const mediaPath = z
  .string()
  .regex(/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, 'expected paths like /uploads')
  .refine((path) => !OWN_SEGMENTS.has(path.split('/')[1] ?? ''), {
    message: 'the site answers this path itself (pages, /api, /assets)',
  });

const origin = z
  .url({ protocol: /^https?$/, message: 'expected origins like https://cdn.example' })
  .transform((value) => new URL(value).origin);

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  API_TARGET: z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' }).optional(),
  // With API_TARGET: paths outside /api where the backend serves the images it names relatively
  // (`/uploads/c1.png`); the BFF forwards their GETs to it.
  MEDIA_PATHS: list.pipe(z.array(mediaPath)).default([]),
  // Hosts of the backend's images (a CDN), allowed by the Content-Security-Policy's img-src.
  IMAGE_ORIGINS: list.pipe(z.array(origin)).default([]),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  ADMIN_EMAIL: z.email({ message: 'expected an e-mail address' }).default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(10, 'at least 10 characters').max(128).optional(),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  SEED_DEMO: booleanText.default(true),
  MAX_UPLOAD_MB: z.coerce
    .number({ message: 'expected a number' })
    .positive()
    .max(100)
    .default(DEFAULT_MAX_UPLOAD_MB),
  SITE_URL: siteUrl.optional(),
  // The deadline of every call this server makes to the backend: the proxy, /readyz, the sitemap.
  PROXY_TIMEOUT_MS: z.coerce.number({ message: 'expected milliseconds' }).int().min(1).default(30_000),
  TRUST_PROXY: trustProxy.default(false),
  // After SIGTERM, /readyz answers 503 this long while every request is still served, so a load
  // balancer's health check sees it and stops sending before the listener closes.
  SHUTDOWN_DELAY_MS: z.coerce
    .number({ message: 'expected milliseconds' })
    .int('expected a whole number')
    .min(0)
    .max(120_000, 'at most 120000 (two minutes)')
    .default(5_000),
  // Visitors' orders and bookings: accepted requests per address an hour.
  REQUESTS_PER_HOUR: z.coerce
    .number({ message: 'expected a number' })
    .int('expected a whole number')
    .min(1, 'at least 1')
    .max(100_000, 'at most 100000')
    .default(10),
  // Notifications of new requests: e-mail over SMTP and a JSON webhook; each off while unset.
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'expected an smtp:// or smtps:// URL' }).optional(),
  NOTIFY_EMAIL: z.email({ message: 'expected an e-mail address' }).optional(),
  MAIL_FROM: z.email({ message: 'expected an e-mail address' }).optional(),
  WEBHOOK_URL: z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' }).optional(),
  // Several replicas: the limits and the rendered pages' invalidation shared through Redis, and
  // servers on one machine may share DATA_DIR. Unset: everything lives in this one process.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'expected a redis:// or rediss:// URL (redis://host:6379/0)' })
    .optional(),
  // The embedded API's database on PostgreSQL (several servers on several machines share it).
  // Unset: the SQLite file in DATA_DIR.
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      message: 'expected a postgres:// URL (postgres://user:password@host:5432/db)',
    })
    .optional(),
  // Pictures in an S3-compatible bucket instead of DATA_DIR/media (the embedded API's; all
  // replicas then see the same). S3_BUCKET and S3_REGION together; the keys both or neither.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'expected a bucket name: 3 to 63 lower-case letters, digits, dots, hyphens',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Local S3-compatible servers need path-style addresses: the default when S3_ENDPOINT is set.
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  // Online payments: off, the demo provider (a page on this site; refused on a public https
  // SITE_URL), or a real one with its keys (payments-env.ts checks them as a group).
  PAYMENTS: z
    .enum(['off', 'demo', 'moyasar', 'tap'], { message: 'expected off, demo, moyasar or tap' })
    .default('off'),
  MOYASAR_SECRET_KEY: z.string().trim().min(1).optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().min(1).optional(),
  MOYASAR_API_URL: z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' }).optional(),
  TAP_SECRET_KEY: z.string().trim().min(1).optional(),
  TAP_API_URL: z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' }).optional(),
  // How long an order awaiting payment holds its places (capacity, seats) while the visitor pays.
  PAYMENT_HOLD_MINUTES: z.coerce
    .number({ message: 'expected minutes' })
    .int('expected a whole number')
    .min(1, 'at least 1')
    .max(1440, 'at most 1440 (a day)')
    .default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Where the client's build is; by default client/dist beside the server (see main.ts).
  CLIENT_DIR: z.string().trim().min(1).optional(),
  // Optional: `pnpm dev` (TypeScript source through tsx) implies development; see main.ts.
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  // Browser tests only (NODE_ENV=test): the clock starts here and is moved from stdin (main.ts).
  TEST_CLOCK: z.iso.datetime({ message: 'expected an ISO date and time' }).optional(),
});

/** Settings that only make sense together. */
const checked = schema.superRefine((env, ctx) => {
  if (env.SMTP_URL && !env.NOTIFY_EMAIL && !env.MAIL_FROM)
    ctx.addIssue({
      code: 'custom',
      path: ['NOTIFY_EMAIL'],
      message: 'set NOTIFY_EMAIL (or MAIL_FROM) with SMTP_URL: e-mail needs a sender',
    });
  if (env.DATABASE_URL && env.API_TARGET)
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: 'the embedded API’s database: with API_TARGET, your backend keeps its own',
    });
  s3Problems(env).forEach(({ path, message }) => ctx.addIssue({ code: 'custom', path: [path], message }));
  paymentProblems(env).forEach(({ path, message }) =>
    ctx.addIssue({ code: 'custom', path: [path], message }),
  );
  // A moved clock publishes scheduled drafts early or late: never outside a test.
  if (env.TEST_CLOCK && env.NODE_ENV !== 'test')
    ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'only for tests: it needs NODE_ENV=test' });
});

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Parses the environment once, at start-up (Epic Stack's env.server.ts). Every bad variable is
 * named in one message, so a deploy fails loudly instead of running half-configured.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value means "unset" for the optional ones (docker-compose writes `VAR=` often).
  const cleaned = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = checked.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(problems);
}

/**
 * The directory a command was typed in: pnpm runs a package's scripts from the package's own
 * directory and says where the user was in INIT_CWD. File arguments are relative to that.
 */
export function commandCwd(source: Record<string, string | undefined> = process.env): string {
  return source.INIT_CWD || process.cwd();
}

/**
 * Whether this process runs under a test runner (NODE_ENV=test; vitest sets it): what only tests
 * may do (hash passwords cheaply) is refused otherwise.
 */
export function underTest(source: Record<string, string | undefined> = process.env): boolean {
  return source.NODE_ENV === 'test';
}
