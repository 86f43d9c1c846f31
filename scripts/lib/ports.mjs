import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port the OS has just handed out; the short gap before the server takes it is acceptable here. */
export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}
