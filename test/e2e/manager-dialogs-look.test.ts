/**
 * The manager's dialogs as drawn in Chromium: the QR code's tile apart from its buttons by the popup
 * panel's gap (in dark mode the white tile touched them); Edit, QR code and Share one width;
 * QR code's Style one quiet button, open or closed, its actions one line in English at 320 and 400 px; Edit's Back half after its fixed "zd.lc/", inside the field; the row menu and Share show a focus ring on their
 * first item only when opened from the keyboard (a click opens them with the item filled, no ring).
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';

const f = useExtension();

/** Two links in the account. */
async function seeded() {
  f.sandbox.store.seed(DEMO_KEY, 2);
  await f.ext.configure(f.sandbox.url, DEMO_KEY);
}

/** The manager in a tab `width` px wide, two links listed, the first row's `action` dialog open. */
async function dialogOf(action: 'edit' | 'qr' | 'share', width = 1200): Promise<Page> {
  const page = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
  await page.setViewport({ width, height: 760 });
  await page.waitForSelector('.grid[data-state="ready"][data-count="2"]');
  await page.click('.grid-row[data-index="0"] .row-menu-button');
  await (await page.waitForSelector(`.row-menu-list [data-action="${action}"]`))!.click();
  await page.waitForSelector('dialog.modal[open]');
  return page;
}

it('QR code: 6 px between the code and its buttons, as in the popup', async () => {
  await seeded();
  const page = await dialogOf('qr');
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  await page.waitForSelector('dialog[open] .qr > svg path');
  const gap = await page.$eval(
    'dialog[open] .qr',
    (qr) =>
      qr.querySelector('.qr-actions')!.getBoundingClientRect().top -
      qr.querySelector(':scope > svg')!.getBoundingClientRect().bottom,
  );
  expect(gap).toBe(6);
});

it.each([1200, 320])(
  'at %i px Edit, QR code and Share are one width: min(420 px, the page less 24 px)',
  async (width) => {
    await seeded();
    const widths: Record<string, number> = {};
    for (const action of ['edit', 'qr', 'share'] as const) {
      const page = await dialogOf(action, width);
      widths[action] = await page.$eval('dialog.modal[open]', (d) => Math.round(d.getBoundingClientRect().width));
      await page.close();
    }
    const one = Math.min(420, width - 24);
    expect(widths).toEqual({ edit: one, qr: one, share: one });
  },
);

it("QR code's Style looks the same open and closed, a quiet button whose chevron turns", async () => {
  await seeded();
  const page = await dialogOf('qr');
  const toggle = (await page.waitForSelector('dialog[open] .qr-style-toggle'))!;
  const look = () =>
    toggle.evaluate((b) => {
      const s = getComputedStyle(b);
      const chevron = b.querySelector('.chevron')!;
      return {
        box: [s.borderColor, s.backgroundColor],
        chevron: chevron.textContent,
        turned: getComputedStyle(chevron).transform !== 'none',
      };
    });
  const closed = await look();
  // From the keyboard: no pointer resting on it (its hover look is the same in both states).
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] .qr-fields:not([hidden])');
  // After the turn's transition.
  await page.waitForFunction(() => {
    const c = document.querySelector('dialog[open] .qr-style-toggle .chevron');
    return c && c.getAnimations().length === 0;
  });
  const open = await look();
  expect(open.box).toEqual(closed.box);
  expect(open.chevron).toBe(closed.chevron);
  expect([closed.turned, open.turned]).toEqual([false, true]);
});

it('QR code: the panel across the dialog, the code centred in it', async () => {
  await seeded();
  const page = await dialogOf('qr');
  await page.waitForSelector('dialog[open] .qr > svg path');
  const off = await page.$eval('dialog[open]', (d) => {
    const [box, qr, code] = [d, d.querySelector('.qr')!, d.querySelector('.qr > svg')!].map((e) =>
      e.getBoundingClientRect(),
    );
    const padding = parseFloat(getComputedStyle(d).paddingInlineStart) * 2 + 2;
    return {
      width: Math.round(box!.width - padding - qr!.width),
      centre: Math.round(box!.left + box!.width / 2 - (code!.left + code!.width / 2)),
    };
  });
  expect(off).toEqual({ width: 0, centre: 0 });
});

it.each([1200, 320])('at %i px Edit\'s Back half follows its fixed "zd.lc/" inside one field box', async (width) => {
  await seeded();
  const page = await dialogOf('edit', width);
  // The narrow one in the dark theme, where a muted start read as part of the value.
  if (width === 320) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  const drawn = await page.$eval('dialog[open] input[name="backHalf"]', (input) => {
    const start = input.previousElementSibling;
    if (!start) return 'no fixed start';
    const [box, s, i] = [input.parentElement!, start, input].map((e) => e.getBoundingClientRect());
    const inside = (r: DOMRect) =>
      r.left >= box!.left && r.right <= box!.right && r.top >= box!.top && r.bottom <= box!.bottom;
    return {
      text: start.textContent,
      before: s!.right <= i!.left + 0.5,
      inside: inside(s!) && inside(i!),
      // One line: the start's words beside the value's, their box drawn round both (the input's own border gone).
      boxed:
        getComputedStyle(input.parentElement!).borderTopStyle !== 'none' &&
        getComputedStyle(input).borderTopStyle === 'none',
      // A segment of its own, not a placeholder: its own fill, a divider before the value, the field's full height.
      segment:
        getComputedStyle(start).backgroundColor !== getComputedStyle(input.parentElement!).backgroundColor &&
        getComputedStyle(start).borderRightStyle === 'solid' &&
        Math.abs(s!.height - i!.height) < 0.5,
    };
  });
  expect(drawn).toEqual({ text: 'zd.lc/', before: true, inside: true, boxed: true, segment: true });
});

it.each([320, 400])("at %i px QR code's three actions on one line in English, each whole", async (width) => {
  await seeded();
  const page = await dialogOf('qr', width);
  // The actions are drawn with the code, after the dialog opens.
  await page.waitForSelector('dialog[open] .qr > svg path');
  const buttons = await page.$$eval('dialog[open] .qr-actions button', (bs) =>
    bs.map((b) => ({ top: Math.round(b.getBoundingClientRect().top), cut: b.scrollWidth > b.clientWidth })),
  );
  expect(buttons).toHaveLength(3);
  expect(new Set(buttons.map((b) => b.top)).size).toBe(1);
  expect(buttons.filter((b) => b.cut)).toEqual([]);
});

/** The focused element: whether it draws a ring, and whether it is filled (the current item's look). */
const focusLook = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement!;
    const s = getComputedStyle(a);
    return {
      item: a.getAttribute('data-action') ?? a.getAttribute('data-target'),
      ring: s.outlineStyle !== 'none',
      filled: s.backgroundColor !== 'rgba(0, 0, 0, 0)',
    };
  });

it('the row menu and Share open on their first item: filled, with a ring only when opened from the keyboard', async () => {
  await seeded();
  const page = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
  await page.waitForSelector('.grid[data-state="ready"][data-count="2"]');
  // By the pointer: the menu, then Share from it.
  await page.click('.grid-row[data-index="0"] .row-menu-button');
  await page.waitForSelector('.row-menu-list [role="menuitem"]:focus');
  const menuByPointer = await focusLook(page);
  await page.click('.row-menu-list [data-action="share"]');
  await page.waitForSelector('dialog.share-dialog a.share-target:focus');
  const shareByPointer = await focusLook(page);
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.share-dialog', { hidden: true });
  // By the keyboard: Enter on the menu's button, End to Share (the menu's last item here), Enter.
  await page.focus('.grid-row[data-index="0"] .row-menu-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.row-menu-list [role="menuitem"]:focus');
  const menuByKeys = await focusLook(page);
  while ((await page.evaluate(() => document.activeElement?.getAttribute('data-action'))) !== 'share')
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.share-dialog a.share-target:focus');
  const shareByKeys = await focusLook(page);
  expect({ menuByPointer, shareByPointer, menuByKeys, shareByKeys }).toEqual({
    menuByPointer: { item: 'edit', ring: false, filled: true },
    shareByPointer: { item: 'email', ring: false, filled: true },
    menuByKeys: { item: 'edit', ring: true, filled: true },
    shareByKeys: { item: 'email', ring: true, filled: true },
  });
});
