// The system Chromium, headless, with the DevTools protocol on a port the OS picks. Lighthouse
// connects to it by port, so no chrome-launcher (and no browser download) is needed.
import { spawn } from 'node:child_process';

import { tempDir, track } from './processes.mjs';

// Quiet flags: no background traffic to Google services, so only 127.0.0.1 is ever contacted.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium() {
  const child = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${tempDir('chromium')}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = track(child);
  // Chromium prints "DevTools listening on ws://127.0.0.1:<port>/devtools/browser/<id>" once ready.
  let output = '';
  const port = await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
  return {
    port,
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
