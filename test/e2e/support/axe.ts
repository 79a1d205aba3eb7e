/** axe-core's WCAG 2.1 A/AA and best-practice violations in both themes (as test/e2e/accessibility.test.ts runs it). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over CDP, so the page's strict CSP does not stand in the way of the test tool.
  await page.evaluate(AXE);
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    const result = await page.evaluate(() =>
      (
        window as unknown as {
          axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
        }
      ).axe.run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      }),
    );
    for (const v of result.violations)
      found.push(`${theme}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  await page.emulateMediaFeatures([]);
  return found;
}
