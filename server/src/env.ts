import { pages } from '@cakeshop/shared/routes';
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
  // The site's public address, for absolute links in pages, the sitemap and robots.txt.
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "expected the site's address, e.g. https://bakery.example" })
    .refine((value) => new URL(value).pathname.replace(/\/+$/, '') === '' && !new URL(value).search, {
      message: 'expected an origin only (https://bakery.example), without a path or query',
    })
    .transform((value) => new URL(value).origin)
    .optional(),
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
  MAX_UPLOAD_MB: z.coerce.number({ message: 'expected a number' }).positive().max(100).default(5),
  PROXY_TIMEOUT_MS: z.coerce.number({ message: 'expected milliseconds' }).int().min(1).default(30_000),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Where the client's build is; by default client/dist beside the server (see main.ts).
  CLIENT_DIR: z.string().trim().min(1).optional(),
  // Optional: `pnpm dev` (TypeScript source through tsx) implies development; see main.ts.
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
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
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(problems);
}
