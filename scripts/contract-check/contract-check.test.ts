import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';

import { endpointList } from '@cakeshop/shared';

import { ensureServerBuilt, ROOT } from '../lib/build.mjs';
import { startServer } from '../lib/server.mjs';
import { startBrokenBackend, type BrokenBackend, type BrokenKind } from './broken-backends';
import { checkContract, type CheckReport } from './check-contract';
import { formatReport } from './format-report';

const ACCOUNT = { email: 'checker@example.com', password: 'contract check password 1' };
const MAIN = new URL('./main.ts', import.meta.url).pathname;

let api: { url: string; stop(): Promise<void> };

before(async () => {
  ensureServerBuilt();
  api = await startServer({ ADMIN_EMAIL: ACCOUNT.email, ADMIN_PASSWORD: ACCOUNT.password });
});
after(() => api.stop());

const row = (report: CheckReport, name: string) => {
  const found = report.endpoints.find((endpoint) => endpoint.name === name);
  assert.ok(found, `no row ${name}`);
  return found;
};
const notPassing = (report: CheckReport) =>
  report.endpoints.filter((endpoint) => endpoint.verdict !== 'pass').map((endpoint) => endpoint.name);
const lines = (report: CheckReport, name: string) => row(report, name).problems.join('\n');

function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: ROOT }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

describe('against the embedded API', () => {
  test('when only reads are checked, then every row passes', async () => {
    const report = await checkContract({ baseUrl: api.url });
    assert.deepEqual(notPassing(report), []);
    assert.equal(report.ok, true);
  });

  test('when writes are checked, then every row passes and the content is as it was before', async () => {
    const read = async (path: string) => (await fetch(`${api.url}${path}`)).text();
    const paths = [
      '/api/Cake/GetCakes?pageSize=100',
      '/api/Course/GetCourses?pageSize=100',
      '/api/FAQ/GetGetFAQs',
      '/api/CakeCategory/GetCakeCategories',
      '/api/About/GetAboutData',
      '/api/ContactUs/GetBranchs',
    ];
    const before = await Promise.all(paths.map(read));

    const report = await checkContract({ baseUrl: api.url, writes: ACCOUNT });

    assert.deepEqual(
      notPassing(report),
      [],
      JSON.stringify(
        report.endpoints.filter((e) => e.verdict !== 'pass'),
        null,
        2,
      ),
    );
    assert.equal(report.writes, true);
    assert.deepEqual(report.problems, []);
    assert.match(
      row(report, 'AddCakeOrder').notes.join('\n'),
      /Idempotency-Key: a repeat got the first answer/,
    );
    assert.deepEqual(await Promise.all(paths.map(read)), before);
  });

  test('when the CLI passes, then it exits 0 and prints one line per row', async () => {
    const { code, stdout } = await runCli([api.url]);
    assert.equal(code, 0);
    assert.match(stdout, /PASS +GET +\/api\/Cake\/GetCakes/);
    assert.match(stdout, /The API keeps the contract\./);
  });

  test('when --writes comes without an account, then the CLI exits 2 and says what is needed', async () => {
    const { code, stderr } = await runCli([api.url, '--writes']);
    assert.equal(code, 2);
    assert.match(stderr, /--writes needs an account/);
  });
});

describe('against broken backends', () => {
  const backends = new Map<BrokenKind, BrokenBackend>();
  const check = async (kind: BrokenKind) => {
    const backend = await startBrokenBackend(kind, api.url);
    backends.set(kind, backend);
    return checkContract({ baseUrl: backend.url });
  };
  after(() => Promise.all([...backends.values()].map((backend) => backend.close())));

  test('when keys are PascalCase, then each read fails with the field path and a casing hint', async () => {
    const report = await check('pascal-case');
    assert.equal(report.ok, false);
    assert.equal(row(report, 'GetCakes').verdict, 'fail');
    assert.match(lines(report, 'GetCakes'), /items: expected array, got undefined/);
    assert.match(lines(report, 'GetHomeData'), /brandNameEn: expected string, got undefined/);
    assert.match(row(report, 'GetHomeData').hints.join(), /PascalCase \(BrandNameEn\)/);
    assert.match(lines(report, 'GetCakeById'), /error body/);
  });

  test('when prices arrive as strings, then the field is named with a hint', async () => {
    const report = await check('string-numbers');
    assert.deepEqual(notPassing(report), ['GetCakes', 'GetCakeById', 'GetCourses', 'GetCourseById']);
    assert.match(lines(report, 'GetCakes'), /items\[0\]\.price: expected number, got string "\d+\.\d\d"/);
    assert.match(row(report, 'GetCakes').hints.join(), /numbers arrive as strings/);
  });

  test('when an endpoint is absent, then it alone is missing and the run fails', async () => {
    const report = await check('missing-endpoint');
    assert.deepEqual(notPassing(report), ['GetGetFAQs']);
    assert.equal(row(report, 'GetGetFAQs').verdict, 'missing');
    assert.equal(report.ok, false);
    const { code, stdout } = await runCli([
      (backends.get('missing-endpoint') as BrokenBackend).url,
      '--json',
    ]);
    assert.equal(code, 1);
    assert.equal((JSON.parse(stdout) as CheckReport).counts.missing, 1);
  });

  test('when the backend is of the first version, then its absent second-version rows are optional-missing and the run passes', async () => {
    const report = await check('first-version');
    const absent = report.endpoints.filter((endpoint) => endpoint.verdict === 'optional-missing');
    assert.deepEqual(
      notPassing(report),
      absent.map((endpoint) => endpoint.name),
    );
    assert.ok(absent.length >= 5, `only ${absent.length} rows were found absent`);
    const optional = new Set<string>(
      endpointList.filter((endpoint) => endpoint.optional).map((endpoint) => endpoint.name),
    );
    assert.ok(absent.every((endpoint) => optional.has(endpoint.name)));
    assert.equal(report.ok, true);
  });

  test('when errors come as HTML pages, then every refusal is named as not the JSON error body', async () => {
    const report = await check('html-errors');
    assert.equal(report.ok, false);
    assert.match(
      lines(report, 'GetCakeById'),
      /\?Id=999999999 \(unknown\): expected the error body \{ "error": "…" \} as JSON, got text\/html.*HTML error page/,
    );
    assert.match(lines(report, 'GetAccount'), /without a token: expected the error body/);
    assert.equal(row(report, 'GetHomeData').verdict, 'pass');
  });

  test('when pictures are named by paths outside /api, then the rows pass with a warning naming MEDIA_PATHS', async () => {
    const report = await check('upload-paths');
    assert.deepEqual(notPassing(report), []);
    assert.match(
      row(report, 'GetHomeData').notes.join(),
      /outside \/api \(\/uploads\/[^)]+\): run the BFF with MEDIA_PATHS=\/uploads/,
    );
  });

  test('when the backend ignores the Idempotency-Key header, then AddCakeOrder passes with a warning naming it, and nothing is stored', async () => {
    const backend = await startBrokenBackend('no-idempotency-key', api.url);
    backends.set('no-idempotency-key', backend);
    const report = await checkContract({ baseUrl: backend.url, writes: ACCOUNT });
    assert.deepEqual(notPassing(report), []);
    assert.equal(report.ok, true);
    assert.match(
      row(report, 'AddCakeOrder').notes.join('\n'),
      /warning: the Idempotency-Key header is ignored .*a repeat got 201 .*another body with the key got 201/,
    );
    assert.match(
      formatReport(report),
      /PASS +POST +\/api\/Order\/AddCakeOrder\n +warning: the Idempotency-Key header is ignored/,
    );
  });

  test('when paging is wrong, then the paged rows name the page size and number they got', async () => {
    const report = await check('wrong-paging');
    assert.deepEqual(notPassing(report), ['GetCakes', 'GetCourses']);
    const problems = lines(report, 'GetCakes');
    assert.match(problems, /without pageNume, pageNumber: got 0, expected 1/);
    assert.match(problems, /pageNume=1&pageSize=2, pageSize: got 10, expected 2/);
    assert.match(problems, /GET \?pageSize=101 \(out of range\): expected 400, got GET .* → 200/);
  });
});
