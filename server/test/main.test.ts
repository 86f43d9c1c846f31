import { get } from 'node:http';

import { describe, expect, it } from 'vitest';

import { makeClientDir, startStub, tempDir } from './helpers';
import { portOf, runServer, waitFor } from './support/server-process';

const runMain = (vars: Record<string, string>) => runServer('source', vars);

function fetchText(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject); // the connection was cut mid-answer
    }).on('error', reject);
  });
}

describe('the server process', () => {
  it('on SIGTERM lets an in-flight request complete, then exits 0', async () => {
    let arrived = false;
    const backend = await startStub((req, res) => {
      if (req.url !== '/api/Slow/Thing') return void res.end('{}'); // /readyz asks GetHomeData
      arrived = true;
      setTimeout(() => res.end(JSON.stringify({ slow: 'done' })), 1500);
    });
    const running = runMain({
      PORT: '0',
      HOST: '127.0.0.1',
      API_TARGET: backend.url,
      CLIENT_DIR: makeClientDir(),
      DATA_DIR: tempDir('data'),
    });
    const port = await portOf(running);
    expect((await fetchText(port, '/readyz')).status).toBe(200);

    const slow = fetchText(port, '/api/Slow/Thing');
    await waitFor(() => arrived);
    running.child.kill('SIGTERM');

    await expect(slow).resolves.toEqual({ status: 200, body: '{"slow":"done"}' });
    const answered = Date.now();
    expect(await running.exited).toBe(0);
    // Not held open by the finished request's keep-alive socket (65 s), nor left to the grace
    // period's end (about 8.5 s from here); generous for a busy machine.
    expect(Date.now() - answered).toBeLessThan(5000);
    expect(running.stdout()).toContain('shutting down');
  });

  it('on SIGTERM while a backend trickles an answer forever, exits once PROXY_TIMEOUT_MS has cut it', async () => {
    let arrived = false;
    const backend = await startStub((req, res) => {
      if (req.url !== '/api/Cake/GetCakes') return void res.end('{}');
      arrived = true;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const drip = setInterval(() => res.write(' '), 100);
      res.on('close', () => clearInterval(drip));
    });
    const running = runMain({
      PORT: '0',
      HOST: '127.0.0.1',
      API_TARGET: backend.url,
      PROXY_TIMEOUT_MS: '1000',
      CLIENT_DIR: makeClientDir(),
      DATA_DIR: tempDir('data'),
    });
    const port = await portOf(running);
    const trickling = fetchText(port, '/api/Cake/GetCakes').catch(() => 'cut');
    await waitFor(() => arrived);
    const signalled = Date.now();
    running.child.kill('SIGTERM');

    expect(await trickling).toBe('cut');
    expect(await running.exited).toBe(0);
    // Well inside the 10 s grace period: the deadline ended the request, not the grace period.
    expect(Date.now() - signalled).toBeLessThan(8000);
  });

  it.each([
    ['an uncaught exception', 'throw new Error("escaped every handler")'],
    ['an unhandled rejection', 'Promise.reject(new Error("nobody waited for this"))'],
  ])(
    'after %s, logs it at fatal level, drains as on SIGTERM (/readyz 503, the request in flight finishes) and exits 1',
    async (_what, failure) => {
      let arrived = false;
      const backend = await startStub((req, res) => {
        if (req.url !== '/api/Slow/Thing') return void res.end('{}');
        arrived = true;
        setTimeout(() => res.end(JSON.stringify({ slow: 'done' })), 1500);
      });
      // A failure outside any request, where nothing but the process-level net can catch it.
      const preload = `data:text/javascript,process.on("SIGUSR2", () => { ${failure}; });`;
      const running = runServer(
        'source',
        {
          PORT: '0',
          HOST: '127.0.0.1',
          API_TARGET: backend.url,
          CLIENT_DIR: makeClientDir(),
          DATA_DIR: tempDir('data'),
          SHUTDOWN_DELAY_MS: '1000',
        },
        { nodeArgs: ['--import', preload] },
      );
      const port = await portOf(running);
      const slow = fetchText(port, '/api/Slow/Thing');
      await waitFor(() => arrived);
      running.child.kill('SIGUSR2');

      await waitFor(() => running.stdout().includes('"level":60'));
      expect((await fetchText(port, '/readyz')).status).toBe(503);
      expect((await fetchText(port, '/healthz')).status).toBe(200);
      await expect(slow).resolves.toEqual({ status: 200, body: '{"slow":"done"}' });
      expect(await running.exited).toBe(1);
      const fatal = running
        .stdout()
        .split('\n')
        .find((line) => line.includes('"level":60'));
      expect(fatal).toContain('draining, then exiting for a restart');
    },
  );

  it('with a bad environment (PORT=abc) refuses to start and names PORT', async () => {
    const running = runMain({ PORT: 'abc', MAX_UPLOAD_MB: 'lots' });
    expect(await running.exited).toBe(1);
    expect(running.stderr()).toMatch(/PORT/);
    expect(running.stderr()).toMatch(/MAX_UPLOAD_MB/);
  });

  it('when it creates the first administrator, then a pipe gets one JSON line and a terminal also a banner', async () => {
    const vars = { PORT: '0', HOST: '127.0.0.1', CLIENT_DIR: makeClientDir() };
    const piped = runMain({ ...vars, DATA_DIR: tempDir('data') });
    await portOf(piped);
    piped.child.kill('SIGTERM');
    await piped.exited;
    const line = piped
      .stdout()
      .split('\n')
      .find((text) => text.includes('FIRST ADMINISTRATOR'));
    const logged = JSON.parse(line ?? '{}') as { msg?: string; firstAdministrator?: { password: string } };
    const password = logged.firstAdministrator?.password ?? '';
    expect(password).toMatch(/^\S{16}$/);
    expect(logged.msg).toContain(`password ${password} (shown once`);
    expect(piped.stdout()).not.toContain('=== FIRST ADMINISTRATOR ===');

    const watched = runServer('source', { ...vars, DATA_DIR: tempDir('data') }, { inTerminal: true });
    await portOf(watched);
    watched.child.kill('SIGTERM');
    await watched.exited;
    // A terminal turns each line break into CR LF: the banner's lines are real lines.
    const shown = watched.stdout().replaceAll('\r\n', '\n');
    expect(shown).toMatch(
      /\n=+ FIRST ADMINISTRATOR =+\n {2}e-mail: {3}admin@example\.com\n {2}password: \S{16}\n/,
    );
    expect(shown).toMatch(/^\{.*"msg":"FIRST ADMINISTRATOR: e-mail admin@example\.com, password \S{16} /m);
  });

  it('without a client build refuses to start and says to run pnpm build', async () => {
    const running = runMain({ PORT: '0', CLIENT_DIR: tempDir('empty'), DATA_DIR: tempDir('data') });
    expect(await running.exited).toBe(1);
    expect(running.stderr()).toContain('pnpm build');
  });
});
