// Builds what is missing, so the scripts also run from a fresh clone. An existing build is used
// as it is: run `pnpm build` first to measure the current sources.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLIENT_DIST = `${ROOT}client/dist`;
export const SERVER_MAIN = `${ROOT}server/dist/main.js`;

const pnpm = (...args) => execFileSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' });

export function ensureClientBuilt() {
  if (existsSync(`${CLIENT_DIST}/.vite/manifest.json`) && existsSync(`${CLIENT_DIST}/index.html`)) return;
  console.log('client/dist is missing: building the client');
  pnpm('--filter', '@cakeshop/client', 'build');
}

export function ensureServerBuilt() {
  ensureClientBuilt();
  if (existsSync(SERVER_MAIN)) return;
  console.log('server/dist/main.js is missing: building the server');
  pnpm('--filter', '@cakeshop/server', 'build');
}
