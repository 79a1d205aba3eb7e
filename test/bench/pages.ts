/**
 * The pages the benchmark adds to its temporary copy of a build (never to a build, nor to the zip
 * the size budget measures): the baselines its ratios are taken against.
 *
 * - `blank.html`: an empty page of the same extension, the baseline of every "÷ blank page" row.
 * - `floor.html`: the least a popup that shows cached links can do, with no framework and no
 *   code of ours: the same one storage read as the popup's first render, then each cached link
 *   as a plain `li.link-item` (title and short link). Timed like the popup, it is the floor of
 *   the popup rows on the machine of the run.
 * - `floor-manager.html?account=<account>`: the least a manager can do for its first screen: the
 *   account's mirror opened (IndexedDB), its 30 newest links read through the index by date, each
 *   drawn as a plain `div.grid-row`. The floor of the manager's "first rows" row.
 * - `floor-worker/`: the floor worker, an extension of its own (an extension has one background):
 *   a background with the same message listener, `runtime.onMessage` answering `status`, and nothing
 *   else; and its own `blank.html` to send it from. The floor of the worker's wake.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../../src/shared/settings/keys';
import { BY_CREATED, dbName, LINKS } from '../../src/platform/account-db/layout';

export const BLANK_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>blank</title></head><body></body></html>\n';

const FLOOR_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>floor</title><script type="module" src="/floor.js"></script></head><body></body></html>\n';

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

/** The rows the manager's floor page draws. */
export const MANAGER_FLOOR_ROWS = 30;

const MANAGER_FLOOR_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>floor</title><script type="module" src="/floor-manager.js"></script></head><body></body></html>\n';

const MANAGER_FLOOR_JS = `const account = new URLSearchParams(location.search).get('account');
const open = indexedDB.open(${JSON.stringify(dbName(''))} + account);
open.onsuccess = () => {
  const cursor = open.result.transaction(${JSON.stringify(LINKS)}, 'readonly').objectStore(${JSON.stringify(LINKS)}).index(${JSON.stringify(BY_CREATED)}).openCursor(null, 'prev');
  const grid = document.createElement('div');
  let rows = 0;
  cursor.onsuccess = () => {
    const c = cursor.result;
    if (c && rows < ${MANAGER_FLOOR_ROWS}) {
      const row = document.createElement('div');
      row.className = 'grid-row';
      row.textContent = c.value.title + ' ' + c.value.shortLink + ' ' + c.value.destination;
      grid.append(row);
      rows++;
      c.continue();
    } else document.body.append(grid);
  };
};
`;

/** Where the floor worker's extension goes, inside the bench's copy of the build. */
const FLOOR_WORKER_DIR = 'floor-worker';

const FLOOR_WORKER_MANIFEST = {
  manifest_version: 3,
  name: 'floor worker',
  version: '1.0',
  background: { service_worker: 'background.js' },
};

// Answered at once, as the least a listener can do: no storage read, no framework, no code of ours.
export const FLOOR_WORKER_JS = `chrome.runtime.onMessage.addListener((message, _sender, sendResponse) => {
  if (message?.type !== 'status') return false;
  sendResponse({ ok: true, value: {} });
  return false;
});
`;

/** The floor worker's extension (above), written into `dir`; its folder. */
export function addFloorWorker(dir: string): string {
  const floor = join(dir, FLOOR_WORKER_DIR);
  mkdirSync(floor);
  writeFileSync(join(floor, 'manifest.json'), `${JSON.stringify(FLOOR_WORKER_MANIFEST, null, 2)}\n`);
  writeFileSync(join(floor, 'background.js'), FLOOR_WORKER_JS);
  writeFileSync(join(floor, 'blank.html'), BLANK_HTML);
  return floor;
}

export function addBaselinePages(dir: string): void {
  writeFileSync(join(dir, 'floor-manager.html'), MANAGER_FLOOR_HTML);
  writeFileSync(join(dir, 'floor-manager.js'), MANAGER_FLOOR_JS);
  writeFileSync(join(dir, 'blank.html'), BLANK_HTML);
  writeFileSync(join(dir, 'floor.html'), FLOOR_HTML);
  writeFileSync(join(dir, 'floor.js'), FLOOR_JS);
}
