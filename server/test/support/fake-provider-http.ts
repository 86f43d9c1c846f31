import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The faults every fake provider can be switched into (the list). */
export interface ProviderFaults {
  /** The next N calls answer 503. */
  unavailable: number;
  /** Calls are read and never answered (the client's deadline must end them). */
  hang: boolean;
  /** Refunds are refused with a 4xx, as a provider does when the balance cannot cover them. */
  refuseRefunds: boolean;
}

export const noFaults = (): ProviderFaults => ({ unavailable: 0, hang: false, refuseRefunds: false });

export interface Reply {
  status: number;
  body: unknown;
}

export type Route = (request: {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}) => Reply | undefined;

export interface FakeHttp {
  url: string;
  /** Every call, as it arrived. */
  calls: { method: string; path: string; body: unknown; authorization: string | undefined }[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(reply.body));
}

/** A real HTTP server on a free port that answers with `route`, through the faults switched on. */
export async function startFakeHttp(route: Route, faults: ProviderFaults): Promise<FakeHttp> {
  const calls: FakeHttp['calls'] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const call = { method: req.method ?? 'GET', path, body, authorization: req.headers.authorization };
      calls.push(call);
      if (faults.hang) {
        hanging.add(res);
        return;
      }
      if (faults.unavailable > 0) {
        faults.unavailable -= 1;
        send(res, { status: 503, body: { type: 'api_connection_error', message: 'Service unavailable' } });
        return;
      }
      send(
        res,
        route(call) ?? { status: 404, body: { type: 'invalid_request_error', message: 'Object not found' } },
      );
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Posts a webhook as a provider does: JSON, with the headers given. */
export async function postWebhook(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}
