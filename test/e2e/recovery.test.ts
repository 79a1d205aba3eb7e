/**
 * A create carried out whose answer is lost after the headers, while the lists lag behind the
 * writes: Try again finds the link, or says it cannot tell and makes nothing
 * until the user asks for a new one.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { useExtension } from './support/fixture';
import { waitForText } from './support/popup';

// Fresh connections: see SandboxOptions.closeConnections.
const f = useExtension({ closeConnections: true });
const button = (popup: Page, text: string) => popup.click(`xpath/.//*[@role="alert"]//button[text()="${text}"]`);
const links = () => f.sandbox.store.list(DEMO_KEY, 1, 30).links;

/** The popup's own shortening made the link, its answer was cut, and reads lag `lagMs` behind. */
async function lostAnswer(path: string, lagMs: number): Promise<Page> {
  f.sandbox.addFault({ kind: 'cut', method: 'POST', times: 1 });
  f.sandbox.addFault({ kind: 'lag', method: 'GET', lagMs });
  const popup = await f.popupOver(f.pages.url(path));
  await waitForText(popup, '[role=alert]', 'Can’t reach the service');
  expect(links()).toHaveLength(1); // made: only its answer was lost
  return popup;
}

describe('a lost answer and a lagging list', () => {
  it('the list shows the link 4 s late: Try again finds it, and exactly one link exists', async () => {
    const popup = await lostAnswer('/cut-lag', 4_000);
    await button(popup, 'Try again');
    await waitForText(popup, '.card', 'no second link was made', 20_000);
    expect(links()).toHaveLength(1);
    expect(creates(f.sandbox)).toHaveLength(1);
    const shown = await popup.$eval('#short-link', (a) => a.textContent ?? '');
    expect(shown).toContain(links()[0]!.back_half);
  });

  it('the list lags past the bound: "Make a new one anyway" is offered, and only its click makes a second link', async () => {
    const popup = await lostAnswer('/cut-long-lag', 60_000);
    await button(popup, 'Try again');
    await waitForText(popup, '[role=alert]', 'Could not check whether the link was already made', 25_000);
    await popup.waitForSelector('xpath/.//*[@role="alert"]//button[text()="Make a new one anyway"]');
    // Recovery has given its answer (rendered): it made nothing.
    expect(creates(f.sandbox)).toHaveLength(1);
    const clickedAt = Date.now();
    await button(popup, 'Make a new one anyway');
    await popup.waitForSelector('#short-link');
    const posts = creates(f.sandbox);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.at).toBeGreaterThanOrEqual(clickedAt);
    expect(links()).toHaveLength(2);
  }, 60_000);
});
