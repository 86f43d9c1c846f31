import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** An e-mail as the outbox keeps it. */
export interface EmailPayload {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (a multipart/alternative with the text), when it has one. */
  html?: string;
}

/** Why a send failed, and whether trying again could help. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

export interface Sender<P> {
  /** `id` names this one notification for good: a retry of it carries the same id. */
  send(payload: P, id: string): Promise<void>;
  close?(): void;
}

/** Deadlines for one send: a silent server must not hold the worker. */
const SMTP_TIMEOUT_MS = 15_000;

/** E-mail over SMTP (nodemailer, one pooled transport from SMTP_URL). */
export function smtpSender(smtpUrl: string, from: string): Sender<EmailPayload> {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    // One connection kept open and reused while messages follow each other: a mail server greets
    // a new connection slowly (often 100 ms or more, on purpose), and the worker sends one at a time.
    pool: true,
    maxConnections: 1,
    // A connection lost mid-send fails the send: the outbox retries it on its own schedule, once.
    maxRequeues: 0,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send({ to, subject, text, html }, id) {
      try {
        // One Message-ID per notification, the same on every retry: a mail server or client
        // that sees it twice (a reply lost after the server took it) can tell it is one message.
        const domain = from.split('@').pop() ?? 'localhost';
        await transport.sendMail({ from, to, subject, text, html, messageId: `<${id}@${domain}>` });
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        // 5xx from the server is a refusal (no such mailbox); anything else may pass later.
        const permanent = typeof code === 'number' && code >= 500 && code < 600;
        throw new SendError(error instanceof Error ? error.message : String(error), permanent);
      }
    },
    close: () => transport.close(),
  };
}

/** A JSON POST with a deadline (Slack, Zapier, a WhatsApp gateway). */
export function webhookSender(url: string, timeoutMs = 10_000): Sender<object> {
  return {
    async send(body, id) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          // The same key on every retry, so a receiver can drop a delivery it already has.
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SendError(error instanceof Error ? error.message : String(error), false);
      }
      await response.body?.cancel();
      if (response.ok) return;
      // A 4xx other than "too slow" or "too many" will be refused again; 5xx may pass later.
      const permanent =
        response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
      throw new SendError(`The webhook answered ${response.status}`, permanent);
    },
  };
}
