import puppeteer from 'puppeteer-core';
import { resolve } from 'node:path';
import { startSandbox, DEMO_KEY } from '../../src/sandbox/server.ts';
const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const EXT = `moz-extension://${UUID}`;
const t0 = Date.now();
const sandbox = await startSandbox();
const browser = await puppeteer.launch({
  browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true, pipe: true,
  args: ['--remote-allow-system-access'],
  extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ 'prettylink@prettylink.dev': UUID }), 'alerts.useSystemBackend': false },
});
const id = await browser.installExtension(resolve('.output/firefox-mv3-e2e'));
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
const ctl = await open('options.html');
await ctl.evaluate(async (url, key) => { await browser.storage.local.clear(); await browser.storage.local.set({ settings: { version: 1, serviceUrl: url }, apiKey: key }); }, sandbox.url, DEMO_KEY);
const page = await open('options.html');
await page.waitForSelector('form');
console.log('key text', await page.$eval('#key-saved', (e) => e.textContent));
await page.click('input[name=serviceUrl]', { count: 3 });
await page.keyboard.press('Backspace');
await page.type('input[name=serviceUrl]', 'https://links.example.com');
const t1 = Date.now();
await page.click('button[type=submit]');
await new Promise((r) => setTimeout(r, 1000));
console.log('notice', await page.$eval('.notice', (e) => e.textContent));
console.log('doorhanger', await chrome(`const n = PopupNotifications.getNotification('addon-webext-permissions'); return [!!n, PopupNotifications.panel.state, PopupNotifications.panel.firstElementChild?.getAttribute('label'), PopupNotifications.panel.firstElementChild?.textContent?.slice(0,300)];`));
console.log('deny', await chrome(`PopupNotifications.panel.firstElementChild.secondaryButton.click(); return 'ok'`));
await new Promise((r) => setTimeout(r, 500));
console.log('notice', await page.$eval('.notice', (e) => e.textContent));
await page.click('button[type=submit]');
await new Promise((r) => setTimeout(r, 1000));
console.log('doorhanger2', await chrome(`const n = PopupNotifications.getNotification('addon-webext-permissions'); return [!!n, PopupNotifications.panel.state];`));
console.log('allow', await chrome(`PopupNotifications.panel.firstElementChild.button.click(); return 'ok'`));
await new Promise((r) => setTimeout(r, 500));
console.log('notice', await page.$eval('.notice', (e) => e.textContent));
console.log('perms', await page.evaluate(() => browser.permissions.getAll()));
// tree with popup open
await ctl.evaluate(async () => { const bg = await browser.runtime.getBackgroundPage(); await (bg as any).browser.action.openPopup(); });
await new Promise((r) => setTimeout(r, 1000));
console.log('chrome tree', JSON.stringify(await conn.send('browsingContext.getTree', { 'moz:scope': 'chrome' })).slice(0, 1500));
console.log('tree', JSON.stringify((await conn.send('browsingContext.getTree', {})).result.contexts.map((c: any) => c.url)));
console.log('realms', JSON.stringify((await conn.send('script.getRealms', {})).result.realms.map((c: any) => c.origin + ' ' + c.type + ' ' + c.context)));
console.log('time', Date.now() - t0);
await browser.close();
await sandbox.close();
