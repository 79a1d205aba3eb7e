/**
 * The pages the benchmark adds to its temporary copy of a build (never to a build, nor to the zip
 * the size budget measures): the baselines its ratios are taken against.
 *
 * - `blank.html`: an empty page of the same extension, the baseline of every "÷ blank page" row.
 * - `floor.html`: the least a popup that shows cached links can do, with no framework and no
 *   code of ours: the same one storage read as the popup's first render, then each cached link
 *   as a plain `li.link-item` (title and short link). Timed like the popup, it is the floor of
 *   the "popup ÷ blank" rows on the machine of the run.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../../src/shared/settings/keys';

export const BLANK_HTML = '<!doctype html><html><head><meta charset="utf-8"><title>blank</title></head><body></body></html>\n';

const FLOOR_HTML = '<!doctype html><html><head><meta charset="utf-8"><title>floor</title><script type="module" src="/floor.js"></script></head><body></body></html>\n';

const FLOOR_JS = `chrome.storage.local.get(${JSON.stringify([SETTINGS_KEY, HEAD_KEY, ACCOUNTS_KEY])}).then((stored) => {
  const list = document.createElement('ul');
  for (const link of stored[${JSON.stringify(HEAD_KEY)}]?.links ?? []) {
    const item = document.createElement('li');
    item.className = 'link-item';
    item.textContent = link.title + ' ' + link.shortLink;
    list.append(item);
  }
  document.body.append(list);
});
`;

export function addBaselinePages(dir: string): void {
  writeFileSync(join(dir, 'blank.html'), BLANK_HTML);
  writeFileSync(join(dir, 'floor.html'), FLOOR_HTML);
  writeFileSync(join(dir, 'floor.js'), FLOOR_JS);
}
