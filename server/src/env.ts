import { z } from 'zod';

/** Environment variables accept "true"/"false"/"1"/"0"; anything else is a mistake worth stopping for. */
const booleanText = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce
  .number({ message: 'expected a port number' })
  .int('expected a whole number')
  .min(0)
  .max(65535);

// Express's "trust proxy" setting: true/false, a hop count, or addresses/subnets (comma separated).
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((value): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
  });

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  API_TARGET: z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' }).optional(),
  // The site's public address, for absolute links in pages, the sitemap and robots.txt.
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "expected the site's address, e.g. https://bakery.example" })
    .refine((value) => new URL(value).pathname.replace(/\/+$/, '') === '' && !new URL(value).search, {
      message: 'expected an origin only (https://bakery.example), without a path or query',
    })
    .transform((value) => new URL(value).origin)
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  ADMIN_EMAIL: z.email({ message: 'expected an e-mail address' }).default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(10, 'at least 10 characters').max(128).optional(),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  SEED_DEMO: booleanText.default(true),
  MAX_UPLOAD_MB: z.coerce.number({ message: 'expected a number' }).positive().max(100).default(5),
  PROXY_TIMEOUT_MS: z.coerce.number({ message: 'expected milliseconds' }).int().min(1).default(30_000),
  TRUST_PROXY: trustProxy.default(false),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Where the client's build is; by default client/dist beside the server (see main.ts).
  CLIENT_DIR: z.string().trim().min(1).optional(),
  // Optional: `pnpm dev` (TypeScript source through tsx) implies development; see main.ts.
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
});

/** Settings that only make sense together. */
const checked = schema.superRefine((env, ctx) => {
  if (env.SMTP_URL && !env.NOTIFY_EMAIL && !env.MAIL_FROM)
    ctx.addIssue({
      code: 'custom',
      path: ['NOTIFY_EMAIL'],
      message: 'set NOTIFY_EMAIL (or MAIL_FROM) with SMTP_URL: e-mail needs a sender',
    });
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
