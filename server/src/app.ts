import { join } from 'node:path';
import type { Server } from 'node:http';

import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';

import { createApi } from './api';
import { requireCsrfToken } from './bff/csrf';
import { finalErrorHandler, sendError } from './bff/errors';
import { canConnect, healthRoutes } from './bff/health';
import { builtPageSource, type PageSource } from './bff/index-html';
import { loginThrottle } from './bff/login-throttle';
import { publicPageHints } from './bff/page-hints';
import { notFound, pageHandler } from './bff/pages';
import { createApiProxy } from './bff/proxy';
import { requestLog } from './bff/request-log';
import { securityHeaders } from './bff/security-headers';
import { seoRoutes } from './bff/sitemap';
import { staticFiles } from './bff/static-files';
import type { Env } from './env';

export interface AppConfig {
  env: Env;
  /** The client's build output (index.html, assets/, admin.css, public.css). */
  clientDir: string;
  logger: Logger;
  /** `pnpm dev`: serve the client from its sources through Vite, hot reload on this server. */
  dev?: { clientRoot: string; httpServer: Server };
}

export interface CakeshopApp {
  app: Express;
  /** /readyz turns 503 from now on (load balancers stop sending traffic). */
  beginShutdown(): void;
  /** Releases the database or the backend connections, and Vite in dev. */
  close(): Promise<void>;
}

interface ApiMount {
  handler: RequestHandler;
  isReady(): boolean | Promise<boolean>;
  close(): Promise<void>;
}

/** /api: the business's backend when API_TARGET is set, else the embedded reference API. */
async function mountApi(config: AppConfig): Promise<ApiMount> {
  const { env, logger } = config;
  if (env.API_TARGET) {
    const target = env.API_TARGET;
    const proxy = createApiProxy({ target, timeoutMs: env.PROXY_TIMEOUT_MS, logger });
    return {
      handler: proxy.handler,
      isReady: () => canConnect(target),
      close: () => Promise.resolve(proxy.close()),
    };
  }
  const api = await createApi({
    dataDir: env.DATA_DIR,
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
    },
    logger: logger.child({ component: 'api' }),
  });
  return { handler: api.router, isReady: () => api.isReady(), close: () => api.close() };
}

interface ClientMount {
  files: RequestHandler;
  pages: PageSource;
  close(): Promise<void>;
}

/** The app itself: the built files, or in dev Vite serving the sources. */
async function mountClient(config: AppConfig): Promise<ClientMount> {
  if (config.dev) {
    const { createDevClient } = await import('./bff/dev-vite');
    const dev = await createDevClient(config.dev.clientRoot, config.dev.httpServer);
    return { files: dev.middleware, pages: dev.pages, close: dev.close };
  }
  try {
    const pages = builtPageSource(join(config.clientDir, 'index.html'));
    return { files: staticFiles(config.clientDir), pages, close: () => Promise.resolve() };
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
 * The BFF (DESIGN.md, "The BFF"), built without listening so tests can drive it. This is the
 * one module that sees both the BFF pieces and the embedded API.
 */
export async function createApp(config: AppConfig): Promise<CakeshopApp> {
  const { env, logger } = config;
  // The client first: a missing build should stop start-up before the database is opened.
  const client = await mountClient(config);
  const api = await mountApi(config).catch(async (err: unknown) => {
    await client.close();
    throw err;
  });
  let shuttingDown = false;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(requestLog(logger));
  app.use(
    securityHeaders({
      apiOrigin: env.API_TARGET ? new URL(env.API_TARGET).origin : undefined,
      dev: !!config.dev,
    }),
  );
  app.use(healthRoutes({ isReady: api.isReady, isShuttingDown: () => shuttingDown }));
  // Dynamic responses only: pre-compressed files carry Content-Encoding and are skipped.
  app.use(compression());
  app.use(cookieParser());

  app.use('/api', requireCsrfToken(), loginThrottle(), api.handler, (_req, res) => {
    sendError(res, 404, 'not_found', 'Not found');
  });

  app.use(client.files);
  // After the files: a robots.txt the build ships wins over the generated one.
  app.use(seoRoutes({ apiTarget: env.API_TARGET }));
  app.use(pageHandler(client.pages, publicPageHints(env.API_TARGET)));
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
    },
  };
}
