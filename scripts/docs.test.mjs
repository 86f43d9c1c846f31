// Run with `node --test scripts/docs.test.mjs`. The docs are checked like code: a link, an anchor, a
// command, a path or a variable they name that does not exist fails the suite. Each kind of problem
// is shown failing on a fixture, beside a fixture where everything resolves.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';

import { checkDocs, slug } from './lib/docs-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

test('every link, anchor, command, path and variable the docs name exists', () => {
  assert.deepEqual(checkDocs(root), []);
});

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A small repository: a root package and one workspace package, settings, a compose file, a page. */
function fixture(readme, extra = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'docs-check-'));
  dirs.push(dir);
  const files = {
    'package.json': JSON.stringify({ name: 'fixture', scripts: { start: 'x', test: 'x' } }),
    'pnpm-workspace.yaml': 'packages:\n  - app\n',
    'app/package.json': JSON.stringify({ name: '@fixture/app', scripts: { serve: 'x' } }),
    'app/src/main.ts': 'export const REQUEST_TABLE = {};\n',
    '.env.example': '# The port.\n# PORT=3000\n# SITE_URL=https://example.com\n',
    '.gitignore': 'node_modules/\ndist/\n',
    'docker-compose.yml': 'services:\n  site:\n    build: .\nvolumes:\n  data:\n',
    'docs/guide.md': '# The guide\n\n## Taking orders\n\n## Taking orders\n\n<a id="by-phone"></a>\n',
    'docs/images/inbox.png': 'png',
    'README.md': readme,
    ...extra,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const GOOD = [
  '# Fixture',
  '',
  '![The inbox](docs/images/inbox.png) [Guide](docs/guide.md), [orders](docs/guide.md#taking-orders),',
  '[again](docs/guide.md#taking-orders-1), [by phone](docs/guide.md#by-phone), [here](#fixture),',
  '[a site](https://example.com). Set `SITE_URL` (and `PORT=3000`); `REQUEST_TABLE` is code.',
  'Run `pnpm start`, `pnpm --filter @fixture/app serve`; see `app/src/main.ts`, `app/dist/main.js`.',
  '',
  '```sh',
  'pnpm install && pnpm test   # pnpm own commands and scripts',
  'SITE_URL=https://example.com pnpm start',
  'docker compose --profile all up --build site',
  '```',
  '',
].join('\n');

describe('the docs check', () => {
  test('when everything the docs name exists, then it finds nothing', () => {
    assert.deepEqual(checkDocs(fixture(GOOD)), []);
  });

  const cases = [
    [
      'a link to a missing page',
      '[Running](docs/running.md)',
      /the link docs\/running\.md names docs\/running\.md, which does not exist/,
    ],
    [
      'a link to a missing anchor',
      '[Week](docs/guide.md#the-week)',
      /the link docs\/guide\.md#the-week names an anchor/,
    ],
    [
      'a link to a missing anchor of its own page',
      '[Up](#nowhere)',
      /the link #nowhere names an anchor README\.md does not have/,
    ],
    [
      'a link out of the repository',
      '[Design](../DESIGN.md)',
      /the link \.\.\/DESIGN\.md leaves the repository/,
    ],
    ['a missing root script', 'Run `pnpm serve:all`.', /pnpm serve:all: no package\.json has that script/],
    [
      'a script missing from the filtered package',
      '`pnpm --filter @fixture/app start`',
      /@fixture\/app has no such script/,
    ],
    [
      'a script in a shell block',
      '```sh\npnpm install && pnpm bench\n```',
      /README\.md:4: pnpm bench: no package\.json/,
    ],
    ['an unknown variable', 'Set `SITE_ADDRESS`.', /SITE_ADDRESS is not in \.env\.example/],
    ['an unknown variable in a command', '```sh\nPROT=3000 pnpm start\n```', /PROT is not in \.env\.example/],
    [
      'a tool variable its reader does not mention',
      'With `BENCH_DURATION=5`.',
      /BENCH_DURATION is allowed as read by scripts\/bench\.mjs/,
    ],
    ['a missing path', 'See `app/src/mian.ts`.', /app\/src\/mian\.ts does not exist/],
    ['a missing root file', 'See `docker-compose.yaml`.', /docker-compose\.yaml does not exist/],
    [
      'an unknown compose service',
      '```sh\ndocker compose stop web\n```',
      /docker compose stop web: docker-compose\.yml has no such service/,
    ],
  ];
  for (const [name, line, problem] of cases) {
    test(`when the docs hold ${name}, then it says so`, () => {
      const problems = checkDocs(fixture(`# Fixture\n\n${line}\n\n![The inbox](docs/images/inbox.png)\n`));
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0], problem);
    });
  }

  test('when a tool variable is read where the list says, then it is known', () => {
    const dir = fixture(GOOD.replace('is code.', 'is code; `BENCH_DURATION=5`.'), {
      'scripts/bench.mjs': 'const duration = process.env.BENCH_DURATION;\n',
    });
    assert.deepEqual(checkDocs(dir), []);
  });

  test('when an image of docs/images is shown by no page, then it says so', () => {
    const problems = checkDocs(fixture(GOOD.replace('![The inbox](docs/images/inbox.png) ', '')));
    assert.deepEqual(problems, ['docs/images/inbox.png: no page shows this image']);
  });

  test('when a heading holds code, links and Arabic, then its anchor is the one GitHub makes', () => {
    assert.equal(
      slug('Pointing it at `API_TARGET`: the [contract](x.md)'),
      'pointing-it-at-api_target-the-contract',
    );
    assert.equal(slug('الأسبوع: التقويم والسعة'), 'الأسبوع-التقويم-والسعة');
  });
});
