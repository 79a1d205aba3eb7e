/**
 * *Redirect a link here* in Chromium against the local service: the popup's "+" menu's *Redirect a link here…*, a link picked,
 * confirmed: the service is sent exactly one PATCH and the manager shows the new destination;
 * *Undo* sends one more and the old destination is back.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { until } from '../support/until';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';
import { rowMenuAction, waitForText } from './support/popup';

const f = useExtension();
const patches = () => f.sandbox.requests.filter((r) => r.method === 'PATCH');

/** *Redirect a link here…* from the header's "+" menu: the picker, with `id` among its links. */
async function openPicker(popup: Page, id: string) {
  await (await popup.waitForSelector('#add-menu'))!.click();
  await (await popup.waitForSelector('.row-menu-list [data-action="point-here"]'))!.click();
  await popup.waitForSelector(`.point-options li[data-id="${id}"]`);
}

const rowText = (page: Page, id: string) =>
  page.$eval(`.grid-row[data-id="${id}"]`, (row) => row.textContent ?? '').catch(() => '');

describe('point a link here', () => {
  it('points a link at the current tab with one PATCH; Undo sends one more and brings the old destination back', async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const link = f.sandbox.store.list(DEMO_KEY, 1, 3).links[1]!;
    const old = new URL(link.original_link);
    // The manager first, in a tab of its own: it stays open beside the popup (which closes when a page takes the focus).
    const manager = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
    await manager.waitForSelector(`.grid-row[data-id="${link.id}"]`, { timeout: 30_000 });
    const popup = await f.popupOver('/point-target?title=Point%20target');
    // The popup's list read the account's first page: its links are kept, and offered.
    await popup.waitForSelector(`.links li[data-id="${link.id}"], li[data-id="${link.id}"]`);
    await openPicker(popup, link.id);
    expect(await axeViolations(popup)).toEqual([]);

    await popup.click(`.point-options li[data-id="${link.id}"]`);
    await waitForText(popup, '.point-old', `${old.host}${old.pathname}`);
    await waitForText(popup, '.point-new', '/point-target');
    expect(await axeViolations(popup)).toEqual([]);
    await (await popup.waitForSelector('xpath/.//button[normalize-space(text())="Redirect"]'))!.click();
    await waitForText(popup, '.point-done', 'now goes to the new destination.');
    expect(
      await until(
        () => patches().length,
        (n) => n >= 1,
      ),
    ).toBe(1);
    expect(patches()[0]!.path).toContain(link.id);
    // The popup's own list, behind the dialog, shows the new destination at once, and the old one after Undo.
    const popupRow = () =>
      popup
        .$eval(`.links li[data-id="${link.id}"], li[data-id="${link.id}"]:not([role])`, (row) => row.textContent ?? '')
        .catch(() => '');
    expect(await until(popupRow, (t) => t.includes('/point-target'))).toContain('/point-target');
    expect(patches()[0]!.body).toEqual({ original_url: f.pages.url('/point-target?title=Point%20target') });

    expect(
      await until(
        () => rowText(manager, link.id),
        (t) => t.includes('/point-target'),
      ),
    ).toContain('/point-target');

    await (await popup.waitForSelector('xpath/.//button[normalize-space(text())="Undo"]'))!.click();
    await waitForText(popup, '.point-done', 'goes to its old destination again.');
    expect(
      await until(
        () => patches().length,
        (n) => n >= 2,
      ),
    ).toBe(2);
    expect(patches()[1]!.body).toEqual({ original_url: link.original_link });
    expect(await until(popupRow, (t) => t.includes(old.pathname) && !t.includes('/point-target'))).toContain(
      old.pathname,
    );
    expect(
      await until(
        () => rowText(manager, link.id),
        (t) => t.includes(old.pathname),
      ),
    ).toContain(old.pathname);
    expect(f.sandbox.store.get(DEMO_KEY, link.id)!.original_link).toBe(link.original_link);
  });

  it('a popup row’s “Redirect here…” opens on that link’s confirmation, for the popup’s page: one PATCH', async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const link = f.sandbox.store.list(DEMO_KEY, 1, 3).links[2]!;
    const popup = await f.popupOver('/row-target?title=Row%20target');
    const row = `li[data-id="${link.id}"]:not([role])`;
    await popup.waitForSelector(row);
    await rowMenuAction(popup, row, 'point-tab');
    // No pick list: the row's link is already picked, its old and new destination shown.
    await waitForText(popup, '.point-new', '/row-target');
    expect(await popup.$('.point-options')).toBeNull();
    expect(await axeViolations(popup)).toEqual([]);
    await (await popup.waitForSelector('xpath/.//button[normalize-space(text())="Redirect"]'))!.click();
    await waitForText(popup, '.point-done', 'now goes to the new destination.');
    expect(
      await until(
        () => patches().length,
        (n) => n >= 1,
      ),
    ).toBe(1);
    expect(patches()[0]!.path).toContain(link.id);
    expect(patches()[0]!.body).toEqual({ original_url: f.pages.url('/row-target?title=Row%20target') });
  });

  it('the page’s menu opens the manager on the same picker, for that page: one PATCH', async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const link = f.sandbox.store.list(DEMO_KEY, 1, 3).links[0]!;
    const page = f.track(await f.ext.browser.newPage());
    const here = f.pages.url('/from-the-menu?title=From%20the%20menu');
    await page.goto(here);
    // The worker learns the account's links as the manager would have them (its sync).
    const synced = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
    await synced.waitForSelector(`.grid-row[data-id="${link.id}"]`, { timeout: 30_000 });
    await synced.close();
    const opened = f.ext.browser.waitForTarget((t) => t.url().includes('sidepanel.html'));
    // The real event in the real worker, as the browser fires it on a menu click (no gesture here: the manager opens in a tab).
    await (
      await f.ext.worker()
    ).evaluate(
      (info) =>
        (chrome.contextMenus.onClicked as unknown as { dispatch: (...a: unknown[]) => void }).dispatch(info, null),
      { menuItemId: 'prettylink-point-here', pageUrl: here, editable: false },
    );
    const manager = f.track((await (await opened).asPage())!);
    await manager.waitForSelector(`.point-options li[data-id="${link.id}"]`, { timeout: 30_000 });
    await waitForText(manager, '.point-target', '/from-the-menu');
    expect(await axeViolations(manager)).toEqual([]);
    await manager.click(`.point-options li[data-id="${link.id}"]`);
    await (await manager.waitForSelector('.point-confirm button.primary'))!.click();
    await waitForText(manager, '.point-done', 'now goes to the new destination.');
    expect(
      await until(
        () => patches().length,
        (n) => n >= 1,
      ),
    ).toBe(1);
    expect(patches()[0]!.body).toEqual({ original_url: here });
  });
});
