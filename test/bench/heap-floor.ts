/**
 * The heap row's floor (./heap.ts): the least page the required stack can make that shows the same
 * cached links, the stack floor's first-frame page (./stack/page-first-frame.ts: preact, the
 * polyfill, our i18n, the popup's three reads and styles, the links as plain rows), bundled as the
 * stack floor bundles its pages (./stack-workers.ts) into the bench's copy of the build only.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundle } from './stack-workers';

export const FLOOR_PAGE = 'stack-first-frame.html';

export async function addHeapFloorPage(dir: string): Promise<void> {
  writeFileSync(
    join(dir, FLOOR_PAGE),
    `<!doctype html><html><head><meta charset="utf-8"><title>stack-first-frame</title><script type="module" src="/stack-first-frame.js"></script></head><body></body></html>\n`,
  );
  await bundle('page-first-frame.ts', 'es', dir, 'stack-first-frame.js');
}
