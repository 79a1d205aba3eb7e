/**
 * `npx vitest run --project screens test/screens/site-rules.test.ts`: the options page's Sites
 * section (rules listed, the editor open, an address tried) at 320 and 400 px, and the popup's rule
 * line with "Use the original address", in English and Arabic, written to .cache/screenshots for a
 * person to look at (nothing is asserted).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import { startPages, type TestPages } from '../e2e/support/pages';

const DIR = '.cache/screenshots';
const OTHER_KEY = 'screens-client-key-0000000000';
let sandbox: Sandbox;
let pages: TestPages;
const opened: Extension[] = [];

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [sandbox, pages] = await Promise.all([startSandbox({ keys: [DEMO_KEY, OTHER_KEY] }), startPages()]);
});
afterAll(async () => {
  await Promise.all(opened.map((e) => e.close()));
  await Promise.all([sandbox?.close(), pages?.close()]);
});

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

it.each(['en', 'ar'])('the Sites section and the popup’s rule line (%s)', async (lang) => {
  const ext = await launchExtension({ lang });
  opened.push(ext);
  sandbox.reset();
  await ext.configure(sandbox.url, DEMO_KEY, { stripTracking: true, useCanonical: false });
  const options = await ext.openPage('options.html');
  const added = (await options.evaluate(
    (key, service) =>
      chrome.runtime.sendMessage({ type: 'addAccount', name: 'Client B', serviceUrl: service, apiKey: key }),
    OTHER_KEY,
    sandbox.url,
  )) as { value: { accounts: { id: string; name: string }[] } };
  const client = added.value.accounts.find((a) => a.name === 'Client B')!.id;
  await options.evaluate(
    (account) =>
      chrome.runtime.sendMessage({
        type: 'saveSiteRules',
        rules: [
          { pattern: '127.0.0.1', account, accountName: 'Client B', domain: 'prty.link', stripParams: ['ref'] },
          { pattern: '*.intranet.example.com', neverAuto: true, useCanonical: false },
          { pattern: 'docs.example.com/api', groupId: 'grp_docs', stripTracking: false },
        ],
      }),
    client,
  );
  await options.reload();
  await options.waitForSelector('#sites-heading');
  await options.type('#site-try', 'https://wiki.intranet.example.com/page');
  await options.click('section.sites > .row > button');
  await options.waitForSelector('.rule-editor');
  for (const width of [320, 400]) {
    await options.setViewport({ width, height: 900 });
    await options.evaluate(frames);
    const section = await options.$('section.sites');
    await section!.screenshot({ path: `${DIR}/options-sites-${lang}-${width}.png` });
  }
  // The patterns and the tried address's line, large: a pattern reads the same in a right-to-left page.
  await options.setViewport({ width: 320, height: 900, deviceScaleFactor: 2 });
  await (await options.$('ol.site-rules'))!.screenshot({ path: `${DIR}/options-sites-list-${lang}-320x2.png` });
  await (await options.$('#site-try-result'))!.screenshot({ path: `${DIR}/options-sites-try-${lang}-320x2.png` });
  const { tab, popup } = await ext.openPopup(pages.url('/article?id=1&ref=home&utm_source=news&title=Article'));
  await popup.waitForSelector('#rule-line');
  await popup.waitForSelector('#use-original');
  await popup.evaluate(frames);
  await popup.screenshot({ path: `${DIR}/popup-rule-${lang}-380.png` });
  await popup.close();
  await tab.close();
});
