// Run with `node --test scripts/lint-boundaries.test.mjs`. A boundary rule that cannot fail is no
// rule: without an import resolver for .ts, import-x passed every import unchecked. Each rule is
// shown failing on a violation and passing an import it allows, through the repository's own config.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('..', import.meta.url));

// The probes are virtual files no tsconfig holds, so they are linted without type information;
// the boundary rules need none, and every other part of the config stays as the repository has it.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The problems ESLint reports for `source` as if it were the file at `filePath` (from the root). */
async function lint(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath: `${root}${filePath}`, warnIgnored: true });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/**
 * Every boundary: where the importing file sits, an import that crosses it (to a real file, so the
 * resolver has something to find), the reason the rule gives, and an import the boundary allows.
 */
const boundaries = [
  {
    rule: 'a client feature importing another feature',
    file: 'client/src/features/shell/boundary-probe.ts',
    crossing: '../account/routes',
    reason: 'Features do not import each other',
    allowed: './menu-items',
  },
  {
    rule: 'a client feature importing the app',
    file: 'client/src/features/shell/boundary-probe.ts',
    crossing: '../../app/router',
    reason: 'Features do not import the app',
    allowed: '../../components/button',
  },
  {
    rule: 'a shared component importing a feature',
    file: 'client/src/components/boundary-probe.tsx',
    crossing: '../features/shell/menu-items',
    reason: 'Shared components import no feature and no app code',
    allowed: '../lib/format',
  },
  {
    rule: 'a shared component importing the app',
    file: 'client/src/components/boundary-probe.tsx',
    crossing: '../app/router',
    reason: 'Shared components import no feature and no app code',
    allowed: '../api/cake',
  },
  {
    rule: 'the client API layer importing a feature',
    file: 'client/src/api/boundary-probe.ts',
    crossing: '../features/account/routes',
    reason: 'The API layer imports only lib/ and the shared package',
    allowed: '../lib/http',
  },
  {
    rule: 'the client API layer importing a component',
    file: 'client/src/api/boundary-probe.ts',
    crossing: '../components/button',
    reason: 'The API layer imports only lib/ and the shared package',
    allowed: '@cakeshop/shared/endpoints',
  },
  {
    rule: 'the client API layer importing the app',
    file: 'client/src/api/boundary-probe.ts',
    crossing: '../app/router',
    reason: 'The API layer imports only lib/ and the shared package',
    allowed: './cake',
  },
  {
    rule: 'lib importing the app',
    file: 'client/src/lib/boundary-probe.ts',
    crossing: '../app/router',
    reason: 'lib/ is the bottom layer',
    allowed: './format',
  },
  {
    rule: 'lib importing a feature',
    file: 'client/src/lib/boundary-probe.ts',
    crossing: '../features/shell/menu-items',
    reason: 'lib/ is the bottom layer',
    allowed: '@cakeshop/shared/routes',
  },
  {
    rule: 'lib importing the API layer',
    file: 'client/src/lib/boundary-probe.ts',
    crossing: '../api/cake',
    reason: 'lib/ is the bottom layer',
    allowed: './http',
  },
  {
    rule: 'the BFF importing the embedded API',
    file: 'server/src/bff/boundary-probe.ts',
    crossing: '../api/index',
    reason: 'The BFF mounts the API only through app.ts',
    allowed: '../logger',
  },
  {
    rule: 'the embedded API importing the BFF',
    file: 'server/src/api/boundary-probe.ts',
    crossing: '../bff/csrf',
    reason: 'The embedded API knows nothing of the BFF',
    allowed: './errors',
  },
  {
    rule: 'the requests core importing a kind of request',
    file: 'server/src/api/requests/boundary-probe.ts',
    crossing: '../order/order.kind',
    reason: 'The requests core imports no kind of request',
    allowed: '../outbox/notice',
  },
  {
    rule: 'payments importing a kind of request',
    file: 'server/src/api/payments/boundary-probe.ts',
    crossing: '../order/order.kind',
    reason: 'Payments know no kind of request',
    allowed: '../audit/record-activity',
  },
  {
    rule: 'payments importing the requests core',
    file: 'server/src/api/payments/boundary-probe.ts',
    crossing: '../requests/request-kind',
    reason: 'Payments know no kind of request',
    allowed: '../outbox/notice',
  },
  {
    rule: 'fulfilment importing an order',
    file: 'server/src/api/fulfilment/boundary-probe.ts',
    crossing: '../order/order.kind',
    reason: 'Fulfilment imports no kind of request',
    allowed: '../calendar/calendar.service',
  },
  {
    rule: 'a kind of hand-over importing a custom cake',
    file: 'server/src/api/fulfilment/pickup/boundary-probe.ts',
    crossing: '../../custom-cake/custom-cake-order',
    reason: 'Fulfilment imports no kind of request',
    allowed: '../../cake/cake-options.repository',
  },
  {
    rule: 'the versions of content importing a kind of content',
    file: 'server/src/api/content/boundary-probe.ts',
    crossing: '../cake/cake.service',
    reason: 'Versions of content import only the database and HTTP layers',
    allowed: '../http/actor',
  },
  {
    rule: 'drafts importing a kind of content',
    file: 'server/src/api/drafts/boundary-probe.ts',
    crossing: '../faq/faq.service',
    reason: 'Drafts import no kind of content',
    allowed: '../content/record-saves',
  },
  {
    rule: 'the HTTP layer importing the activity log',
    file: 'server/src/api/http/boundary-probe.ts',
    crossing: '../audit/record-activity',
    reason: 'The HTTP layer imports no area of the API',
    allowed: '../errors',
  },
  {
    rule: 'the outbox importing a kind of request',
    file: 'server/src/api/outbox/boundary-probe.ts',
    crossing: '../booking/booking.kind',
    reason: 'The outbox imports only the database and HTTP layers',
    allowed: '../db/database',
  },
  {
    rule: 'idempotency keys importing the requests core',
    file: 'server/src/api/idempotency/boundary-probe.ts',
    crossing: '../requests/intake',
    reason: 'Idempotency keys import only the database and HTTP layers',
    allowed: '../http/router',
  },
  {
    rule: 'the database layer importing an area',
    file: 'server/src/api/db/boundary-probe.ts',
    crossing: '../cake/cake.service',
    reason: 'The database layer imports no area of the API',
    allowed: './schema',
  },
  {
    rule: 'shared importing the server',
    file: 'shared/src/entities/boundary-probe.ts',
    crossing: '../../../server/src/app',
    reason: 'The shared package imports nothing of ours',
    allowed: '../dates',
  },
  {
    rule: 'shared importing the client',
    file: 'shared/src/entities/boundary-probe.ts',
    crossing: '../../../client/src/lib/format',
    reason: 'The shared package imports nothing of ours',
    allowed: 'zod',
  },
];

for (const { rule, file, crossing, reason, allowed } of boundaries) {
  describe(`boundary: ${rule}`, () => {
    test(`when ${file} imports ${crossing}, then lint fails with the boundary's reason`, async () => {
      const problems = await lint(file, `import '${crossing}';\n`);
      assert.deepEqual(
        problems.map(({ ruleId }) => ruleId),
        ['import-x/no-restricted-paths'],
        JSON.stringify(problems),
      );
      assert.match(
        problems[0].message,
        new RegExp(`^Unexpected path "${crossing}" imported in restricted zone\\.`),
      );
      assert.ok(problems[0].message.includes(reason), problems[0].message);
    });

    test(`when ${file} imports ${allowed}, then lint reports nothing`, async () => {
      assert.deepEqual(await lint(file, `import '${allowed}';\n`), []);
    });
  });
}

test('when shared names a server package, then lint fails even though the package does not resolve', async () => {
  const problems = await lint('shared/src/boundary-probe.ts', `import '@cakeshop/server';\n`);
  assert.deepEqual(
    problems.map(({ ruleId }) => ruleId),
    ['no-restricted-imports'],
  );
});
