import puppeteer from 'puppeteer-core';
import { resolve } from 'node:path';
import { startSandbox, DEMO_KEY } from '../../src/sandbox/server.ts';
import { startPages } from '../e2e/support/pages.ts';
const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const EXT = `moz-extension://${UUID}`;
const t0 = Date.now();
const [sandbox, pages] = await Promise.all([startSandbox(), startPages()]);
const browser = await puppeteer.launch({
  browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true, pipe: true,
  args: ['--remote-allow-system-access'],
  extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ 'prettylink@prettylink.dev': UUID }), 'dom.events.testing.asyncClipboard': true, 'alerts.useSystemBackend': false },
});
const id = await browser.installExtension(resolve('.output/firefox-mv3-e2e'));
console.log('installed', id, Date.now() - t0);
const conn = (browser as any).connection;
async function chrome(expr: string) {
  const tree = await conn.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
  const context = tree.result.contexts[0].context;
  const r = await conn.send('script.evaluate', { expression: `(async () => JSON.stringify(await (async () => { ${expr} })()))()`, target: { context }, awaitPromise: true });
  if (r.result.type === 'exception') throw new Error(JSON.stringify(r.result.exceptionDetails).slice(0, 500));
  const v = r.result.result.value; return v === undefined ? undefined : JSON.parse(v);
}
async function open(path: string) {
  const page = await browser.newPage();
  const ctx = (page.mainFrame() as any)._id;
  await conn.send('browsingContext.navigate', { context: ctx, url: path.startsWith('http') ? path : `${EXT}/${path}`, wait: 'complete' });
  return page;
}
const page = await open('options.html');
await page.waitForSelector('form');
await page.evaluate(async (url, key) => { await browser.storage.local.clear(); await browser.storage.local.set({ settings: { version: 1, serviceUrl: url }, apiKey: key }); }, sandbox.url, DEMO_KEY);
await page.evaluate(() => { (window as any).events = []; browser.notifications.onShown.addListener((id) => (window as any).events.push('shown ' + id)); browser.notifications.onClosed.addListener((id) => (window as any).events.push('closed ' + id)); });
const link = pages.url('/target?x=1');
const web = await open(pages.url('/page?title=Hello&link=' + encodeURIComponent(link)));
await web.bringToFront();
await web.click('#l0', { button: 'right' });
const clicked = await chrome(`const m = document.getElementById('contentAreaContextMenu'); 
  for (let i = 0; i < 50 && m.state !== 'open'; i++) await new Promise(r => setTimeout(r, 50));
  const item = [...m.querySelectorAll('menuitem')].find(i => i.label === 'Shorten link' && !i.hidden);
  if (!item) return 'no item ' + m.state;
  m.activateItem(item); return item.id;`);
console.log('clicked', clicked);
await new Promise((r) => setTimeout(r, 1500));
console.log('requests', sandbox.requests.map((r) => r.method + ' ' + r.path + ' ' + JSON.stringify(r.body)));
console.log('clipboard page', await page.evaluate(() => navigator.clipboard.readText()).catch(String));
console.log('notifs', await page.evaluate(() => browser.notifications.getAll()).catch(String), await page.evaluate(() => (window as any).events));
console.log('alert windows', await chrome(`return [...Services.wm.getEnumerator(null)].map(w => w.location.href + ' ' + (w.document.getElementById('alertTitleLabel')?.textContent ?? '') + ' | ' + (w.document.getElementById('alertTextLabel')?.textContent ?? ''));`));
// key via TIP in chrome
sandbox.requests.length = 0;
await web.bringToFront();
const keyRes = await chrome(`const tip = Cc["@mozilla.org/text-input-processor;1"].createInstance(Ci.nsITextInputProcessor);
  if (!tip.beginInputTransactionForTests(window)) return 'no tip';
  const ev = (key, code, keyCode) => new KeyboardEvent('', { key, code, keyCode });
  tip.keydown(ev('Alt', 'AltLeft', 18)); tip.keydown(ev('Shift', 'ShiftLeft', 16));
  tip.keydown(ev('L', 'KeyL', 76)); tip.keyup(ev('L', 'KeyL', 76));
  tip.keyup(ev('Shift', 'ShiftLeft', 16)); tip.keyup(ev('Alt', 'AltLeft', 18)); return 'sent';`).catch(String);
console.log('key', keyRes);
await new Promise((r) => setTimeout(r, 1500));
console.log('after key requests', sandbox.requests.map((r) => r.method + ' ' + r.path + ' ' + JSON.stringify(r.body)));
// popup
sandbox.requests.length = 0;
const web2 = await open(pages.url('/article?title=Great'));
await web2.bringToFront();
console.log('widget', await chrome(`const { CustomizableUI } = ChromeUtils.importESModule('moz-src:///browser/components/customizableui/CustomizableUI.sys.mjs'); const w = CustomizableUI.getPlacementOfWidget('prettylink_prettylink_dev-browser-action'); return w;`).catch(String));
const r1 = await page.evaluate(async () => { const bg = await browser.runtime.getBackgroundPage(); try { await (bg as any).browser.action.openPopup(); return 'ok'; } catch (e) { return String(e); } }).catch(String);
console.log('openPopup', r1);
for (let i = 0; i < 20; i++) { await new Promise((r) => setTimeout(r, 250)); const v = await page.evaluate(() => browser.extension.getViews({ type: 'popup' }).length); if (v) break; }
console.log('popup views', await page.evaluate(() => browser.extension.getViews({ type: 'popup' }).map((w) => w.location.href + ' ' + (w.document.querySelector('#short-link')?.textContent ?? w.document.body.innerText.slice(0, 200)))).catch(String));
console.log('panels', await chrome(`return [...document.querySelectorAll('panel')].filter(p => p.state !== 'closed').map(p => p.id + ' ' + p.state);`));
console.log('after popup requests', sandbox.requests.map((r) => r.method + ' ' + r.path + ' ' + JSON.stringify(r.body)));
await browser.close();
await sandbox.close(); await pages.close();
