import { join } from 'node:path';
import type { Server } from 'node:http';

import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';

import { createApi, type ApiConfig } from './api';
import { apiPathOf, CONTENT_WRITES } from './bff/api-paths';
import { requireCsrfToken } from './bff/csrf';
import { paymentPageOrigins, paymentSettings } from './payments-env';
import { finalErrorHandler, sendError } from './bff/errors';
import { backendAnswers, healthRoutes, remembered } from './bff/health';
import type { Renderer } from '@cakeshop/shared/render';

import { backendApi, inProcessApi, type ApiFetch } from './bff/api-transport';
import { builtPageSource, type PageSource } from './bff/index-html';
import { loginThrottle } from './bff/login-throttle';
import { PageCache } from './bff/page-cache';
import { loadRenderer } from './bff/page-renderer';
import { notFound, pageRoutes } from './bff/pages';
import { publicPages, type ServedPage } from './bff/public-pages';
import { createApiProxy } from './bff/proxy';
import { requestLog } from './bff/request-log';
import { securityHeaders } from './bff/security-headers';
import { siteUrl, siteUrlWarning } from './bff/site-url';
import { seoRoutes } from './bff/sitemap';
import { staticFiles } from './bff/static-files';
import { warnOfUntrustedHttps } from './bff/untrusted-https';
import type { Env } from './env';
import { s3Settings } from './s3-env';
import { openApiRoute } from './openapi/openapi';
import { sharedState, type SharedState } from './replicas/shared-state';
import { shareWrites, type WritingApi } from './replicas/share-writes';

export interface AppConfig {
  env: Env;
  /** The client's build output (index.html, assets/, admin.css, public.css). */
  clientDir: string;
  logger: Logger;
  /** How long a rendered page is kept (5 s by default); tests keep it longer to see what drops it. */
  pageCacheTtlMs?: number;
  /** `pnpm dev`: serve the client from its sources through Vite, hot reload on this server. */
  dev?: { clientRoot: string; httpServer: Server };
  /** A clock a test moves (the real one otherwise): what waits for a time follows it. */
  clock?: { now: () => Date; onChange: (listener: () => void) => void };
  /** A person's terminal, when stdout is one (see ApiConfig). */
  terminal?: ApiConfig['terminal'];
  /** Tests only: the embedded API's cheaper password hashing (see ApiConfig). */
  hashCost?: ApiConfig['hashCost'];
}

export interface CakeshopApp {
  app: Express;
  /** /readyz turns 503 from now on (load balancers stop sending traffic). */
  beginShutdown(): void;
  /** Releases the database or the backend connections, and Vite in dev. */
  close(): Promise<void>;
}

/** How long /readyz reuses the backend's last answer, so a storm of probes is one request. */
const READY_CHECK_TTL_MS = 2000;

interface ApiMount {
  handler: RequestHandler;
  /** How the server renderer calls /api: in-process, or the backend with a deadline. */
  fetch: ApiFetch;
  /** Embedded: the API's content changes only through this BFF, so rendered pages can be dropped. */
  embedded: boolean;
  /** Content changed other than through a request (a scheduled draft went live). */
  onContentChange(listener: () => void): void;
  /** Embedded: its writes, told to other replicas, and theirs, which it forgets what it keeps of. */
  writes: WritingApi | undefined;
  isReady: () => boolean | Promise<boolean>;
  /** Embedded: a payment provider's webhook and the demo's page. */
  paymentRoutes?: RequestHandler;
  close(): Promise<void>;
}

/**
 * A server-rendered page waits this long at most for the business's backend; then the visitor gets
 * the site's frame with a try-again notice (a slow backend costs seconds, never a blank wait).
 */
const RENDER_TIMEOUT_MS = 2_000;
/**
 * With the embedded API a render waits for nothing but this server's own CPU, which a busy
 * moment shares out more slowly: asking the visitor to try again would only add a request. The
 * bound is there so that no render ever hangs.
 */
const EMBEDDED_RENDER_TIMEOUT_MS = 15_000;

/** /api: the business's backend when API_TARGET is set, else the embedded reference API. */
async function mountApi(config: AppConfig, shared: SharedState): Promise<ApiMount> {
  const { env, logger } = config;
  if (env.API_TARGET) {
    const target = env.API_TARGET;
    const proxy = createApiProxy({
      target,
      timeoutMs: env.PROXY_TIMEOUT_MS,
      siteHost: env.SITE_URL ? new URL(env.SITE_URL).host : undefined,
      logger,
    });
    const origin = target.replace(/\/+$/, ''); // a path prefix stays, as the proxy keeps it
    return {
      handler: proxy.handler,
      fetch: backendApi(target, Math.min(env.PROXY_TIMEOUT_MS, RENDER_TIMEOUT_MS)),
      embedded: false,
      // A backend's own schedules publish there: its pages live out their few seconds here.
      onContentChange: () => undefined,
      writes: undefined,
      isReady: remembered(() => backendAnswers(origin, env.PROXY_TIMEOUT_MS), READY_CHECK_TTL_MS),
      close: () => Promise.resolve(proxy.close()),
    };
  }
  const api = await createApi({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO,
    maxUploadMb: env.MAX_UPLOAD_MB,
    requestsPerHour: env.REQUESTS_PER_HOUR,
    notify: {
      smtpUrl: env.SMTP_URL,
      notifyEmail: env.NOTIFY_EMAIL,
      mailFrom: env.MAIL_FROM,
      webhookUrl: env.WEBHOOK_URL,
      // The links in e-mails go where the pages' own absolute links go.
      siteUrl: siteUrl({ siteUrl: env.SITE_URL, port: env.PORT, dev: !!config.dev }),
    },
    logger: logger.child({ component: 'api' }),
    limiters: shared.limiters,
    sharedDataDir: shared.sharedDataDir,
    s3: s3Settings(env),
    payments: paymentSettings(env),
    ...(config.clock ? { now: config.clock.now, onClockChange: config.clock.onChange } : {}),
    ...(config.hashCost ? { hashCost: config.hashCost } : {}),
    ...(config.terminal ? { terminal: config.terminal } : {}),
  });
  return {
    handler: api.router,
    fetch: inProcessApi(api.router),
    embedded: true,
    onContentChange: (listener) => api.onContentChange(listener),
    writes: api,
    isReady: () => api.isReady(),
    paymentRoutes: api.paymentRoutes,
    close: () => api.close(),
  };
}

interface ClientMount {
  files: RequestHandler;
  pages: PageSource;
  renderer: Renderer;
  close(): Promise<void>;
}

/** The app itself: the built files, or in dev Vite serving the sources. */
async function mountClient(config: AppConfig): Promise<ClientMount> {
  if (config.dev) {
    const { createDevClient } = await import('./bff/dev-vite');
    const dev = await createDevClient(config.dev.clientRoot, config.dev.httpServer);
    return { files: dev.middleware, pages: dev.pages, renderer: dev.renderer, close: dev.close };
  }
  try {
    const pages = builtPageSource(join(config.clientDir, 'index.html'));
    const renderer = await loadRenderer(config.clientDir);
    return { files: staticFiles(config.clientDir), pages, renderer, close: () => Promise.resolve() };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      `The client build in ${config.clientDir} is missing or unusable (run \`pnpm build\`): ${reason}`,
      {
        cause: err,
      },
    );
  }
}

/**
 * A successful write of content (the endpoint table's `changes: 'content'` rows) drops the
 * rendered pages; a visitor's order, a login or an account change leaves them in the cache.
 */
function dropOnContentWrite(cache: PageCache<ServedPage>): RequestHandler {
  return (req, res, next) => {
    if (CONTENT_WRITES.has(`${req.method} ${apiPathOf(req)}`)) {
      res.on('finish', () => {
        if (res.statusCode < 400) cache.clear();
      });
    }
    next();
  };
}

/**
 * The BFF (DESIGN.md, "The BFF"), built without listening so tests can drive it. This is the
 * one module that sees both the BFF pieces and the embedded API.
 */
export async function createApp(config: AppConfig): Promise<CakeshopApp> {
  const { env, logger } = config;
  // The client first: a missing build should stop start-up before the database is opened.
  const client = await mountClient(config);
  // REDIS_URL: the limits and the news of writes shared with the other replicas.
  const shared = await sharedState(env.REDIS_URL, logger);
  const api = await mountApi(config, shared).catch(async (err: unknown) => {
    shared.close();
    await client.close();
    throw err;
  });
  let shuttingDown = false;
  const siteConfig = { siteUrl: env.SITE_URL, port: env.PORT, dev: !!config.dev };
  const site = siteUrl(siteConfig);
  const warning = siteUrlWarning(siteConfig);
  if (warning) logger.warn(warning);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(requestLog(logger));
  app.use(warnOfUntrustedHttps(logger));
  app.use(
    securityHeaders({
      apiOrigin: env.API_TARGET ? new URL(env.API_TARGET).origin : undefined,
      imageOrigins: env.IMAGE_ORIGINS,
      dev: !!config.dev,
      formOrigins: paymentPageOrigins(env),
    }),
  );
  app.use(healthRoutes({ isReady: api.isReady, isShuttingDown: () => shuttingDown }));
  // Dynamic responses only: pre-compressed files carry Content-Encoding and are skipped.
  app.use(compression());
  app.use(cookieParser());

  const renderedPages = new PageCache<ServedPage>(
    config.pageCacheTtlMs === undefined ? {} : { ttlMs: config.pageCacheTtlMs },
  );
  api.onContentChange(() => renderedPages.clear());
  if (shared.changes && api.writes) shareWrites(shared.changes, api.writes, () => renderedPages.clear());
  // A payment provider's webhook and the demo's page carry their own proof instead of the anti-forgery token.
  if (api.paymentRoutes) app.use(api.paymentRoutes);
  app.use(
    '/api',
    // The contract's own document, in both modes: never forwarded to a backend.
    openApiRoute(),
    requireCsrfToken(),
    loginThrottle({ limiters: shared.limiters }),
    ...(api.embedded ? [dropOnContentWrite(renderedPages)] : []),
    api.handler,
    (_req: Request, res: Response) => {
      sendError(res, 404, 'not_found', 'Not found');
    },
  );

  // The backend's own image paths (MEDIA_PATHS, e.g. /uploads/c1.png), forwarded like /api; reads only.
  if (!api.embedded && env.MEDIA_PATHS.length > 0) {
    app.use(env.MEDIA_PATHS, (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD') void api.handler(req, res, next);
      else next();
    });
  }

  app.use(client.files);
  // After the files: a robots.txt the build ships wins over the generated one.
  app.use(seoRoutes({ api: api.fetch, siteUrl: site, deadlineMs: env.PROXY_TIMEOUT_MS }));
  app.use(
    pageRoutes(
      client.pages,
      publicPages({
        renderer: client.renderer,
        source: client.pages,
        api: api.fetch,
        siteUrl: site,
        timeoutMs: api.embedded ? EMBEDDED_RENDER_TIMEOUT_MS : RENDER_TIMEOUT_MS,
        cache: renderedPages,
        logger: logger.child({ component: 'render' }),
      }),
    ),
  );
  app.use(notFound());
  app.use(finalErrorHandler());

  return {
    app,
    beginShutdown: () => {
      shuttingDown = true;
    },
    close: async () => {
      await client.close();
      await api.close();
      shared.close();
    },
  };
}
