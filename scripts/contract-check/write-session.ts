import type { Endpoint, EndpointName } from '@cakeshop/shared';
import { IMAGE_FIELD } from '@cakeshop/shared';

import type { Answer, Caller } from './caller';
import type { RowReport } from './row-report';

/** A 1×1 PNG: the smallest picture every image pipeline accepts. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Body = Record<string, unknown>;

/**
 * A multipart row's form: every field as text (numbers, booleans), plus the picture if any.
 * Written by hand because FormData turns each line break into CRLF (as browsers do), and
 * writing a page back must send its text exactly as it was read.
 */
export function formOf(body: Body, withImage: boolean): { bytes: Buffer; contentType: string } {
  const boundary = `contract-check-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    // As the client's toFormData sends them: text as it is, numbers, flags and lists as JSON.
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`),
    );
  }
  if (withImage) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${IMAGE_FIELD}"; filename="contract-check.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PIXEL,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { bytes: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * What the write checks share: the caller and token, each row's report, and the records made so
 * far, deleted at the end whatever happened (the backend is left as it was found).
 */
export class WriteSession {
  private readonly undo: { label: string; run: () => Promise<boolean> }[] = [];

  constructor(
    readonly caller: Caller,
    readonly token: string,
    readonly runId: string,
    private readonly reports: Map<string, RowReport>,
  ) {}

  row(name: EndpointName): RowReport {
    const report = this.reports.get(name);
    if (!report) throw new Error(`no row ${name} in the endpoint table`);
    return report;
  }

  endpoint(name: EndpointName): Endpoint {
    return this.row(name).endpoint;
  }

  /** Our own sample must be valid input: if it is not, the contract moved and this checker lags. */
  assertValid(name: EndpointName, body: Body): void {
    const schema = this.endpoint(name).body;
    const result = schema?.safeParse(body);
    if (result && !result.success)
      throw new Error(`contract:check's own ${name} sample is invalid: ${result.error.message}`);
  }

  send(name: EndpointName, body: Body, options: { image?: boolean } = {}): Promise<Answer> {
    const endpoint = this.endpoint(name);
    if (endpoint.input === 'multipart')
      return this.caller.call(endpoint.method, endpoint.path, {
        form: formOf(body, options.image ?? false),
        token: this.token,
      });
    return this.caller.call(endpoint.method, endpoint.path, { body, token: this.token });
  }

  query(name: EndpointName, query: Record<string, string | number>): Promise<Answer> {
    const endpoint = this.endpoint(name);
    return this.caller.call(endpoint.method, endpoint.path, { query, token: this.token });
  }

  /** A success answer fitting the row's schema: its body, else null (the problem is reported). */
  accepted(name: EndpointName, answer: Answer, what: string): Body | null {
    const report = this.row(name);
    const schema = report.endpoint.response;
    if (!report.success(answer, what)) return null;
    if (schema && !report.shape(answer, schema, what)) return null;
    return (answer.body ?? {}) as Body;
  }

  /** Fields sent that came back different (the input as the contract reads it, e.g. trimmed). */
  compare(name: EndpointName, sent: Body, saved: Body, what: string): void {
    const parsed = this.endpoint(name).body?.safeParse(sent);
    const expected = (parsed?.success ? parsed.data : sent) as Body;
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined || !(key in saved) || key === 'removeImage') continue;
      const same = value === saved[key] || (value === '' && saved[key] === null);
      if (!same)
        this.row(name).problem(
          `${what}: ${key} came back ${JSON.stringify(saved[key])}, sent ${JSON.stringify(value)}`,
        );
    }
  }

  /** Remembers how to remove what was just made; `forget` when the flow deleted it itself. */
  made(label: string, run: () => Promise<boolean>): () => void {
    const entry = { label, run };
    this.undo.push(entry);
    return () => {
      this.undo.splice(this.undo.indexOf(entry), 1);
    };
  }

  /** Deletes whatever a failed flow left behind, newest first; returns what could not be. */
  async cleanUp(): Promise<string[]> {
    const left: string[] = [];
    for (const entry of this.undo.reverse()) {
      if (!(await entry.run().catch(() => false))) left.push(entry.label);
    }
    this.undo.length = 0;
    return left;
  }
}
