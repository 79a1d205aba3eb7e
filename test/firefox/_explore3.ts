import puppeteer from 'puppeteer-core';
import { resolve } from 'node:path';
import { startSandbox, DEMO_KEY } from '../../src/sandbox/server.ts';
import { startPages } from '../e2e/support/pages.ts';
const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const EXT = `moz-extension://${UUID}`;
const [sandbox, pages] = await Promise.all([startSandbox(), startPages()]);
const browser = await puppeteer.launch({
  browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true, pipe: true,
  args: ['--remote-allow-system-access'],
  extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ 'prettylink@prettylink.dev': UUID }), 'alerts.useSystemBackend': false, 'ui.key.menuAccessKeyFocuses': false },
});
await browser.installExtension(resolve('.output/firefox-mv3-e2e'));
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
const key = (k: string, code: string, kc: number) => `tip.keydown(ev('Alt', 'AltLeft', 18)); tip.keydown(ev('Shift', 'ShiftLeft', 16));
  tip.keydown(ev('${k}', '${code}', ${kc})); tip.keyup(ev('${k}', '${code}', ${kc}));
  tip.keyup(ev('Shift', 'ShiftLeft', 16)); tip.keyup(ev('Alt', 'AltLeft', 18));`;
const pre = `const tip = Cc["@mozilla.org/text-input-processor;1"].createInstance(Ci.nsITextInputProcessor); tip.beginInputTransactionForTests(window); const ev = (key, code, keyCode) => new KeyboardEvent('', { key, code, keyCode });`;
const ctl = await open('options.html');
await ctl.evaluate(async (url, key) => { await browser.storage.local.clear(); await browser.storage.local.set({ settings: { version: 1, serviceUrl: url }, apiKey: key }); }, sandbox.url, DEMO_KEY);
const web2 = await open(pages.url('/article?title=Great'));
await web2.bringToFront();
console.log('cmds', await ctl.evaluate(() => browser.commands.getAll()));
console.log('keys', await chrome(`return [...document.querySelectorAll('keyset[id^=ext-keyset] key')].map(k => [k.id, k.getAttribute('key'), k.getAttribute('modifiers')]).concat([...document.querySelectorAll('key')].filter(k => (k.getAttribute('key')||'').toUpperCase()==='S' && /alt/.test(k.getAttribute('modifiers')||'')).map(k => [k.id, k.getAttribute('modifiers'), k.getAttribute('disabled')]))`));
console.log('active', await chrome(`return [Services.focus.activeWindow === window, gBrowser.selectedBrowser.currentURI.spec]`));
await chrome(pre + key('L', 'KeyL', 76) + 'return 1'); await new Promise((r) => setTimeout(r, 1500)); console.log('after L', sandbox.requests.map((r) => r.method)); await web2.click('h1'); await chrome(pre + key('S', 'KeyS', 83) + 'return 1');
for (let i = 0; i < 5; i++) {
  await new Promise((r) => setTimeout(r, 500));
  console.log('views', await ctl.evaluate(() => browser.extension.getViews({ type: 'popup' }).length), await chrome(`return [...document.querySelectorAll('panel,panelview')].filter(p => p.state && p.state !== 'closed').map(p => p.id + ' ' + p.state);`));
}
console.log('docommand', await chrome(`const k=[...document.querySelectorAll('keyset[id^=ext-keyset] key')].find(k=>k.getAttribute('key')==='S'); k.doCommand(); return 1`));
for (let i = 0; i < 3; i++) {
  await new Promise((r) => setTimeout(r, 500));
  console.log('views', await ctl.evaluate(() => browser.extension.getViews({ type: 'popup' }).length), await chrome(`return [...document.querySelectorAll('panel,panelview')].filter(p => p.state && p.state !== 'closed').map(p => p.id + ' ' + p.state);`));
}
console.log('requests', sandbox.requests.map((r) => r.method + ' ' + r.path));
console.log('bg state', await chrome(`return WebExtensionPolicy.getByID('prettylink@prettylink.dev').extension.backgroundState`));
await ctl.evaluate(() => ((window as any).x = 1));
console.log(await ctl.evaluate(async () => { const bg: any = await browser.runtime.getBackgroundPage(); bg.marker = 1; return bg.marker; }));
await chrome(`await WebExtensionPolicy.getByID('prettylink@prettylink.dev').extension.terminateBackground(); return 1`);
console.log('bg state after terminate', await chrome(`return WebExtensionPolicy.getByID('prettylink@prettylink.dev').extension.backgroundState`));
console.log('getBackgroundPage when stopped', await ctl.evaluate(async () => { const bg: any = await browser.runtime.getBackgroundPage(); return bg ? 'win marker=' + bg.marker : 'null'; }).catch(String));
console.log('bg state', await chrome(`return WebExtensionPolicy.getByID('prettylink@prettylink.dev').extension.backgroundState`));
await browser.close(); await sandbox.close(); await pages.close();
