import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, expect, it } from 'vitest';

import { buildOpenApi } from './openapi';

const SERVER = join(import.meta.dirname, '..', '..');
const REDOCLY = join(SERVER, 'node_modules', '.bin', 'redocly');
// Its rules (recommended, minus one explained there) and `telemetry: off`.
const CONFIG = join(SERVER, '..', 'redocly.yaml');

const dir = mkdtempSync(join(tmpdir(), 'cakeshop-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('when the document is linted by @redocly/cli with the recommended rules, then it has no error and no warning', async () => {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(buildOpenApi(), null, 2));
  const { stdout, stderr } = await promisify(execFile)(
    REDOCLY,
    ['lint', file, '--config', CONFIG, '--format', 'summary'],
    {
      // Nothing leaves the machine: no usage report, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const output = `${stdout}\n${stderr}`;
  expect(output).toContain('Your API description is valid');
  // The summary lists `error <rule>: n` / `warning <rule>: n` lines and a "You have n …" total.
  expect(output).not.toMatch(/^(error|warning) /m);
  expect(output).not.toMatch(/You have \d+ (error|warning)/);
}, 60_000);
