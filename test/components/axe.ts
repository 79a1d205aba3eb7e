/**
 * axe-core's WCAG 2.1 A/AA and best-practice rules over what a component test rendered (as
 * test/e2e/support/axe.ts runs them in Chromium). happy-dom lays nothing out, so the rules that need
 * pixels (contrast) are left to the e2e run; a part of a page is not a whole page (landmarks, a
 * page's first heading, its title and language).
 */
import axe from 'axe-core';

const PAGE_ONLY = ['region', 'page-has-heading-one', 'landmark-one-main', 'document-title', 'html-has-lang'];

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: Object.fromEntries([...PAGE_ONLY, 'color-contrast'].map((id) => [id, { enabled: false }])),
  });
  return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
