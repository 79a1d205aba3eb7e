/**
 * The popup's sheets are written into popup.html (src/dev/popup-inline-styles.ts), each beside a
 * disabled link that names its file: the part loader (Vite's preload helper) takes a linked sheet as
 * loaded, so a lazy part does not fetch and apply the same sheets again. Checked in the real popup
 * once a lazy part (the card) has loaded.
 */
import { expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';

const f = useExtension();

it('the popup applies its inlined sheets once, and fetches no sheet, after a lazy part loads', async () => {
  await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoCopy: false });
  const popup = await f.popupOver('/known');
  await popup.waitForSelector('#short-link');
  const sheets = await popup.evaluate(() => ({
    applied: [...document.styleSheets].map((s) => s.href ?? 'inline'),
    fetched: performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.css')),
    enabledLinks: document.querySelectorAll('link[rel=stylesheet]:not([disabled])').length,
  }));
  expect(sheets).toEqual({ applied: ['inline', 'inline'], fetched: [], enabledLinks: 0 });
});
