/**
 * The link manager in Firefox: the sidebar's page (opened as a moz-extension:// tab) loads, syncs
 * every link of the local service and deletes one (the service's state checked). The Chromium
 * twin with the full list of checks: test/e2e/manager.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { rowMenuAction, waitForText } from '../e2e/support/popup';
import { EXTENSION_DIR } from './support/firefox';
import { useFirefox } from './support/fixture';

const f = useFirefox();

describe('the link manager in Firefox', () => {
  it('is the sidebar (sidebar_action), and the open-manager command is declared', () => {
    const manifest = JSON.parse(readFileSync(`${EXTENSION_DIR}/manifest.json`, 'utf8'));
    expect(manifest.sidebar_action).toMatchObject({
      default_panel: 'sidepanel.html',
      default_title: '__MSG_managerTitle__',
    });
    expect(manifest.side_panel).toBeUndefined();
    expect(manifest.permissions).not.toContain('sidePanel');
    expect(manifest.commands['open-manager'].suggested_key.default).toBe('Alt+Shift+J');
  });

  it('loads, syncs every link, and deletes one on the service', async () => {
    f.sandbox.store.seed(DEMO_KEY, 95);
    const page = await f.ff.openPage('sidepanel.html');
    try {
      await page.waitForSelector('.sync[data-complete="true"]', { timeout: 30_000 });
      await page.waitForSelector('.grid[data-state="ready"][data-count="95"]');
      // Compact under the title; the count row says how many, and the whole sentence is the tooltip.
      await waitForText(page, '.selection-bar .counts', '95 links');
      expect(await page.$eval('.sync-text', (p) => p.getAttribute('title'))).toContain('Up to date: 95 links');
      expect(await page.$$eval('.grid-row', (r) => r.length)).toBeLessThan(95);
      const victim = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!;
      await rowMenuAction(page, `.grid-row[data-id="${victim.id}"]`, 'delete');
      await page.waitForSelector('dialog.delete-dialog[open]');
      await page.click('dialog.delete-dialog button.danger');
      await page.waitForSelector('.grid[data-count="94"]');
      expect(f.sandbox.store.get(DEMO_KEY, victim.id)).toBeUndefined();
      expect(f.sandbox.store.count(DEMO_KEY)).toBe(94);
    } finally {
      await page.close();
    }
  });
});
