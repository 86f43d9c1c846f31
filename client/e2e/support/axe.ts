import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Runs axe-core on the page (WCAG 2.x A and AA) and fails on any serious or critical violation.
 * The full result is attached to the report, so minor findings are visible too.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  testInfo: TestInfo,
  name = 'axe',
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // A page without frames is checked whole by axe.run() in the page itself. The default splits
    // the run to reach cross-origin frames and finishes it in a second, blank page with axe
    // injected again: 40 % of every check's time, for frames our pages do not have.
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  await testInfo.attach(`${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `${name}: serious or critical accessibility violations`).toEqual([]);
}
