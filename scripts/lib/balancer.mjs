// A small round-robin load balancer in front of several servers, for `pnpm replicas` and
// `pnpm bench:replicas` on machines without Docker (the compose profile puts nginx there). It
// does what the servers expect of a real proxy: bodies streamed both ways, X-Forwarded-For and
// X-Forwarded-Proto written, the client's Host passed on, connections to the servers kept open.
import { once } from 'node:events';
import http from 'node:http';

/** A server that refused a connection gets no request for this long, then is tried again. */
const OUT_FOR_MS = 5_000;
/** A server silent this long in the middle of a request is given up on (nginx's proxy_read_timeout). */
const SILENCE_MS = 60_000;
/** close() waits this long for the requests in flight, then cuts their connections. */
const CLOSE_GRACE_MS = 10_000;

// Hop-by-hop headers (RFC 9110, 7.6.1) belong to one connection and are not passed on. Transfer-
// Encoding is kept: Node frames a body as chunked again when the header says so. Expect is
// answered here (Node sends the 100 Continue), so the server is not asked again.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  'expect',
]);

/** `headers` without the hop-by-hop ones, nor those the Connection header names. */
function endToEnd(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.includes(name)),
  );
}

/** The client's address as a proxy writes it: an IPv4 address without its IPv6 mapping. */
const clientAddress = (socket) => (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');

function unavailable(res, message) {
  const body = JSON.stringify({ code: 'proxy.unavailable', message });
  res.writeHead(502, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * Listens on `host`:`port` (0: any free port) and sends each request to the next of `backends`
 * (`http://127.0.0.1:4001`, …) in turn. Resolves once listening with its `url` and `close()`.
 */
export async function startBalancer({ port = 0, host = '127.0.0.1', backends }) {
  if (backends.length === 0) throw new Error('a load balancer needs at least one backend');
  const servers = backends.map((origin) => ({
    url: new URL(origin),
    agent: new http.Agent({ keepAlive: true }),
    outUntil: 0,
  }));
  let turn = 0;

  /** The next server in turn that is neither out nor already tried; one that is out rather than none. */
  function pick(tried) {
    const order = servers.map((_unused, index) => servers[(turn + index) % servers.length]);
    const untried = order.filter((server) => !tried.has(server));
    const chosen = untried.find((server) => server.outUntil <= Date.now()) ?? untried[0];
    if (chosen) turn = (servers.indexOf(chosen) + 1) % servers.length;
    return chosen;
  }

  function forward(req, res, tried) {
    const server = pick(tried);
    if (!server) return unavailable(res, 'No server accepted the connection; try again in a few seconds.');
    tried.add(server);

    const headers = endToEnd(req.headers);
    const address = clientAddress(req.socket);
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${address}`
      : address;
    // What the client spoke to this proxy, whatever it claimed itself.
    headers['x-forwarded-proto'] = 'http';

    const upstream = http.request({
      host: server.url.hostname,
      port: server.url.port,
      method: req.method,
      path: req.url,
      headers,
      agent: server.agent,
    });
    upstream.setTimeout(SILENCE_MS, () =>
      upstream.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
    );
    // The body is read only once the connection to this server is open: a refusal before that
    // leaves it whole for the next server, so the request can go there instead.
    let bodyStarted = false;
    upstream.on('socket', (socket) => {
      const send = () => {
        bodyStarted = true;
        req.pipe(upstream);
      };
      if (socket.connecting) socket.once('connect', send);
      else send();
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(res);
      // The server died while answering: the client sees the response cut short, not a whole one.
      answer.on('error', () => res.destroy());
      answer.on('aborted', () => res.destroy());
    });
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED' && !bodyStarted) {
        server.outUntil = Date.now() + OUT_FOR_MS;
        return forward(req, res, tried);
      }
      // Anything else may have reached the server (a write it has done, perhaps): not repeated.
      if (!res.headersSent) unavailable(res, `The server did not answer (${error.code ?? error.message}).`);
      else res.destroy();
    });
    // The client went away before its answer was whole: the server's request goes with it.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  }

  const balancer = http.createServer((req, res) => forward(req, res, new Set()));
  // Longer than Node's default 5 s, so a client's idle connection is not closed under its next
  // request (the servers behind keep theirs 65 s).
  balancer.keepAliveTimeout = 60_000;
  balancer.listen(port, host);
  await once(balancer, 'listening');
  const { port: actual } = balancer.address();
  return {
    url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual}`,
    /** Stops taking connections, lets the requests in flight finish (or cuts them after a while). */
    async close() {
      const closed = once(balancer, 'close');
      balancer.close();
      balancer.closeIdleConnections();
      const timer = setTimeout(() => balancer.closeAllConnections(), CLOSE_GRACE_MS);
      await closed;
      clearTimeout(timer);
      for (const server of servers) server.agent.destroy();
    },
  };
}
