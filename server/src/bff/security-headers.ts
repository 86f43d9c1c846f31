import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  /** The backend's origin when API_TARGET is set: its image URLs may be absolute. */
  apiOrigin?: string;
  /** Other hosts the images come from (IMAGE_ORIGINS: a CDN). */
  imageOrigins?: string[];
  /** Vite's dev server needs a looser policy; see `devRelaxations`. */
  dev?: boolean;
  /** Where a form's answer may send the visitor beyond this site: the payment provider's pages. */
  formOrigins?: string[];
}

// Features the site never uses are switched off for it and anything it might embed.
// fullscreen stays allowed for our own origin: the admin topbar has a fullscreen toggle.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'fullscreen=(self)',
].join(', ');

/**
 * Dev only (`pnpm dev`): Vite injects an inline React Refresh preamble script and inline <style>
 * tags for CSS modules, and its hot-reload client talks over a WebSocket. Production keeps the
 * strict policy: no 'unsafe-inline' or 'unsafe-eval' anywhere.
 */
function devRelaxations(dev: boolean) {
  return dev
    ? { script: ["'unsafe-inline'"], style: ["'unsafe-inline'"], connect: ['ws:', 'wss:'] }
    : { script: [], style: [], connect: [] };
}

function helmetFor(secure: boolean, options: SecurityOptions): RequestHandler {
  const relaxed = devRelaxations(options.dev ?? false);
  const imgSrc = [
    "'self'",
    'data:',
    'blob:',
    ...new Set([...(options.apiOrigin ? [options.apiOrigin] : []), ...(options.imageOrigins ?? [])]),
  ];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The Pay button's answer is a 303 to the provider's page, which form-action governs too.
        formAction: ["'self'", ...(options.formOrigins ?? [])],
        // Speculation rules (prefetching the next public page) are JSON, not script: the keyword
        // allows exactly that inline block and nothing else.
        scriptSrc: ["'self'", "'inline-speculation-rules'", ...relaxed.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...relaxed.style],
        imgSrc,
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...relaxed.connect],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // Only over HTTPS: on plain http (localhost) it would send the browser to https://localhost.
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    // HSTS on a plain-http response is ignored by browsers at best and pins a dev host at worst.
    strictTransportSecurity: secure ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Images may come from the backend's origin (absolute URLs): do not demand CORP from it.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * helmet with the strict policy DESIGN.md asks for (Mozilla Observatory / securityheaders.com
 * A+), plus Permissions-Policy, which helmet does not set. Over HTTPS (directly, or behind a
 * trusted proxy saying so) HSTS and upgrade-insecure-requests are added.
 */
export function securityHeaders(options: SecurityOptions = {}): RequestHandler {
  const secureHelmet = helmetFor(true, options);
  const plainHelmet = helmetFor(false, options);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    (req.secure ? secureHelmet : plainHelmet)(req, res, next);
  };
}
