import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';

/** Larger than any payment provider's event; past it the body is refused unread (413). */
const MAX_WEBHOOK_BYTES = 256 * 1024;

type SignedDelivery = { headers: Record<string, string | string[] | undefined>; body: Buffer };
type SignatureCheck = { ok: true; providerRef: string | null } | { ok: false; reason: string };

export interface SignedWebhook {
  /** Who sends it, for the log (`moyasar`, `tap`). */
  sender: string;
  /** The sender's own proof (a signature, a shared secret), checked over the bytes that arrived. */
  verify: (delivery: SignedDelivery) => SignatureCheck;
  /**
   * Told the provider's id of the payment a genuine webhook is about. A hint only: it fetches the
   * payment from the provider before changing anything, so a replay or a duplicate changes nothing.
   */
  onVerified: (providerRef: string) => Promise<void>;
  logger: Logger;
}

/**
 * A provider's webhook (`POST /api/Payment/MoyasarWebhook`, `…/TapWebhook`): no anti-forgery header,
 * its own signature instead. One that fails verification is answered 401, logged, and changes
 * nothing; a genuine one is answered 200 once it has been handed on (a failure there is a 500 the
 * provider retries).
 */
export function signedWebhook(webhook: SignedWebhook): RequestHandler[] {
  const log = webhook.logger.child({ component: 'payments', sender: webhook.sender });
  return [
    // The raw bytes whatever the content type: a signature covers what was sent.
    express.raw({ type: () => true, limit: MAX_WEBHOOK_BYTES }),
    (req, res, next) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const check = webhook.verify({ headers: req.headers, body });
      if (!check.ok) {
        log.warn(
          { reason: check.reason, ip: req.ip },
          'a payment webhook failed verification and was refused',
        );
        res.status(401).json({ error: 'The webhook could not be verified', code: 'auth.unauthorized' });
        return;
      }
      if (check.providerRef === null) {
        log.info('a genuine payment webhook about nothing of ours was acknowledged');
        res.status(200).json({ received: true });
        return;
      }
      webhook.onVerified(check.providerRef).then(
        () => res.status(200).json({ received: true }),
        (error: unknown) => next(error),
      );
    },
  ];
}
