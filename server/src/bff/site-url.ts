import type { Request } from 'express';

export interface SiteUrlConfig {
  /** `SITE_URL`, already checked by env.ts: an origin without a trailing slash. */
  siteUrl: string | undefined;
  port: number;
  /** `pnpm dev`: links may follow whatever address the developer opened. */
  dev: boolean;
}

/** The origin of every absolute link the server writes (robots.txt, the sitemap, page metadata). */
export type SiteUrl = (req: Request) => string;

/**
 * `SITE_URL` when set. Unset, in development the request's own origin stands in; anywhere else
 * `http://localhost:<PORT>`, never the Host header: responses that embed it (robots.txt, the
 * sitemap) are cached as public, so a forged Host would be served to every later visitor.
 */
export function siteUrl(config: SiteUrlConfig): SiteUrl {
  if (config.siteUrl) {
    const fixed = config.siteUrl;
    return () => fixed;
  }
  if (config.dev) return (req) => `${req.protocol}://${req.get('host') ?? `localhost:${config.port}`}`;
  const local = `http://localhost:${config.port}`;
  return () => local;
}

/** What start-up should warn about, once, when absolute links cannot name the real site. */
export function siteUrlWarning(config: SiteUrlConfig): string | undefined {
  if (config.siteUrl || config.dev) return undefined;
  return (
    `SITE_URL is not set: absolute links (robots.txt, sitemap.xml) will name http://localhost:${config.port} ` +
    'until SITE_URL is set to the public origin, e.g. https://cakes.example.com'
  );
}
