import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** `https`, alone or first in a list a chain of proxies wrote (`https, http`). */
const SAYS_HTTPS = /^\s*https\s*(,|$)/i;

/**
 * Behind a TLS terminator that TRUST_PROXY does not name, every request looks like plain http:
 * cookies lose `Secure` and HSTS is left out, silently. The first request that claims HTTPS
 * (X-Forwarded-Proto) through a hop Express does not trust gets one warning in the log.
 */
export function warnOfUntrustedHttps(logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    const forwarded = req.headers['x-forwarded-proto'];
    if (!warned && !req.secure && typeof forwarded === 'string' && SAYS_HTTPS.test(forwarded)) {
      warned = true;
      logger.warn(
        { from: req.socket.remoteAddress },
        'Requests arrive with X-Forwarded-Proto: https from a proxy TRUST_PROXY does not trust: they ' +
          'are served as plain http, so cookies lack Secure and HSTS is not sent. Set TRUST_PROXY to ' +
          'the number of proxies in front of this server (e.g. 1) or their addresses/subnets.',
      );
    }
    next();
  };
}
