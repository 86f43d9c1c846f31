import express, { Router, type Response } from 'express';
import type { Logger } from 'pino';

import { wordsIn, type Words } from '../../outbox/wording';

import { DEMO_PAGE_STYLE } from './demo-page-style';
import { DEMO_PAGE_PATH, type DemoLedger, type DemoPayment } from './demo.provider';

export interface DemoPageDeps {
  ledger: DemoLedger;
  /**
   * Told of the visitor's choice, as a real provider's webhook would tell it: the payments module
   * reads the payment back (`fetch`) and acts on what it finds.
   */
  onDecided: (providerRef: string) => Promise<void>;
  logger: Logger;
  now?: () => Date;
}

const REF = /^demo_[A-Za-z0-9_-]{22}$/;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(words: Words, main: string): string {
  const { language, t } = words;
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escape(t('notices.payDemo.title'))}</title>
<link rel="stylesheet" href="${DEMO_PAGE_PATH}/page.css">
</head>
<body>
<p class="test-mode" role="note"><strong>${escape(t('notices.payDemo.testMode'))}</strong></p>
<main>
<h1>${escape(t('notices.payDemo.title'))}</h1>
${main}
</main>
</body>
</html>
`;
}

function choicePage(words: Words, payment: DemoPayment): string {
  const amount = words.money(payment.amountMinor, payment.currency);
  return page(
    words,
    `<dl>
<dt>${escape(words.t('notices.payDemo.for'))}</dt><dd>${escape(payment.description)}</dd>
<dt>${escape(words.t('notices.payDemo.amount'))}</dt><dd class="amount">${escape(amount)}</dd>
</dl>
<form method="post" action="${DEMO_PAGE_PATH}/${payment.ref}">
<button type="submit" name="choice" value="pay" class="pay">${escape(words.t('notices.payDemo.pay', { amount }))}</button>
<button type="submit" name="choice" value="decline" class="decline">${escape(words.t('notices.payDemo.decline'))}</button>
</form>`,
  );
}

function messagePage(words: Words, message: string, returnUrl?: string): string {
  const back = returnUrl
    ? `<p><a href="${escape(returnUrl)}">${escape(words.t('notices.payDemo.back'))}</a></p>`
    : '';
  return page(words, `<p class="message">${escape(message)}</p>${back}`);
}

function send(res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

/**
 * The demo provider's payment page, on this site (`/pay/demo/<ref>`): rendered by the server and
 * working without JavaScript, in the visitor's language (Arabic right to left), marked test mode.
 * The visitor pays or declines, then goes back to the return address the server stored when the
 * payment began; nothing in the request chooses where they go (no open redirect).
 */
export function demoPage(deps: DemoPageDeps): Router {
  const { ledger, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const router = Router();
  const lapsed = (payment: DemoPayment) => now().getTime() >= Date.parse(payment.expiresAt);
  const lookUp = async (ref: string | undefined) => (ref && REF.test(ref) ? ledger.get(ref) : undefined);

  router.get(`${DEMO_PAGE_PATH}/page.css`, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(DEMO_PAGE_STYLE);
  });

  router.get(`${DEMO_PAGE_PATH}/:ref`, async (req, res) => {
    const payment = await lookUp(req.params.ref);
    const words = wordsIn(payment?.language ?? 'en');
    if (!payment) return send(res, 404, messagePage(words, words.t('notices.payDemo.notFound')));
    if (payment.outcome !== null)
      return send(res, 200, messagePage(words, words.t('notices.payDemo.answered'), payment.returnUrl));
    if (lapsed(payment))
      return send(res, 200, messagePage(words, words.t('notices.payDemo.expired'), payment.returnUrl));
    return send(res, 200, choicePage(words, payment));
  });

  router.post(
    `${DEMO_PAGE_PATH}/:ref`,
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
    async (req, res) => {
      const payment = await lookUp(req.params.ref);
      const words = wordsIn(payment?.language ?? 'en');
      if (!payment) return send(res, 404, messagePage(words, words.t('notices.payDemo.notFound')));
      const choice: unknown = (req.body as Record<string, unknown> | undefined)?.choice;
      if (choice !== 'pay' && choice !== 'decline')
        return send(res, 400, messagePage(words, words.t('notices.payDemo.badChoice'), payment.returnUrl));
      if (payment.outcome === null && lapsed(payment))
        return send(res, 409, messagePage(words, words.t('notices.payDemo.expired'), payment.returnUrl));
      if (await ledger.decide(payment.ref, choice === 'pay' ? 'paid' : 'failed')) {
        logger.info(
          { component: 'payments', provider: 'demo', reference: payment.reference, choice },
          'demo payment answered',
        );
        // The choice is kept either way: if it cannot be acted on now, reconciliation reads it.
        await deps.onDecided(payment.ref).catch((error: unknown) => {
          logger.error(
            { err: error, reference: payment.reference },
            'a demo payment’s answer could not be acted on yet',
          );
        });
      }
      res.redirect(303, payment.returnUrl);
    },
  );
  return router;
}
