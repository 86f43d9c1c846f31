export interface SiteUrlConfig {
  /** `SITE_URL`, already checked by env.ts: an origin without a trailing slash. */
  siteUrl: string | undefined;
  port: number;
  /** `pnpm dev`: nobody outside this machine follows the links, so no warning is needed. */
  dev: boolean;
}

/**
 * The origin of every absolute link the server writes (rendered pages, robots.txt, the sitemap):
 * `SITE_URL`, else `http://localhost:<PORT>`. Never the request's Host header: answers that embed
 * it are cached (the sitemap publicly, rendered pages per URL), so a forged Host would be served
 * to every later visitor.
 */
export function siteUrl(config: SiteUrlConfig): string {
  return config.siteUrl ?? `http://localhost:${config.port}`;
}

/** What start-up should warn about, once, when absolute links cannot name the real site. */
export function siteUrlWarning(config: SiteUrlConfig): string | undefined {
  if (config.siteUrl || config.dev) return undefined;
  return (
    `SITE_URL is not set: absolute links (pages, robots.txt, sitemap.xml) will name ${siteUrl(config)} ` +
    'until SITE_URL is set to the public origin, e.g. https://cakes.example.com'
  );
}
