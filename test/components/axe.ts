/**
 * axe-core's WCAG 2.1 A/AA and best-practice violations in what a component test rendered. Colour
 * contrast needs a browser that paints (happy-dom does not): the e2e tests check it (test/e2e/support/axe.ts).
 */
import axe from 'axe-core';

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
