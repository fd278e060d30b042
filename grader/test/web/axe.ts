/**
 * axe-core, the accessibility engine browser tests use, run inside a page: `@axe-core/playwright` would do the same
 * but asks for a newer Node than the kit supports, so its engine (`axe.min.js`) is evaluated in the page and run
 * with `axe.run`. Only `serious` and `critical` findings fail a test; each is named by its rule and the elements it hit.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const AXE_SCRIPT = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical accessibility violations of the page as it is now, one line each (none: []). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the pages' Content-Security-Policy rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SCRIPT);
  const results = await page.evaluate(() =>
    (globalThis as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}: ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', '),
    );
}
