/**
 * `npm run screenshots` (or `npx vitest run --project screens test/screens/point-here.test.ts`):
 * *Point a link here*'s states (its item in the header's "+" menu, the pick with a pinned link first, a search, the confirmation's old
 * → new, the change done with *Undo*, and undone) at 320, 400 and 1,200 px, light and dark, in English and
 * Arabic, written to .cache/screenshots for a person to look at (nothing is asserted).
 */
import { it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { openPopupInTab, POPUP_TAB_WIDTHS } from './popup-tab';
import { screensSetup, shootThemes } from './screens-setup';

const screens = screensSetup();

it.each(['en', 'ar'])('point a link here (%s)', async (lang) => {
  const ext = await screens.launch(lang);
  const url = screens.pages.url('/spring-launch?title=Spring%20launch');
  for (const width of POPUP_TAB_WIDTHS) {
    screens.sandbox.reset();
    screens.sandbox.store.seed(DEMO_KEY, 12);
    await ext.configure(screens.sandbox.url, DEMO_KEY, { autoShorten: false });
    // The popup's own query of its tab, too: it offers *Redirect a link here…* for a web page only.
    const { tab, popup } = await openPopupInTab(ext, url, width, { popupSeesTab: true });
    const links = screens.sandbox.store.list(DEMO_KEY, 1, 12).links;
    await popup.waitForSelector(`li[data-id="${links[0]!.id}"]`);
    const account = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'pointChoices' }));
    await popup.evaluate(
      (id, a) => chrome.runtime.sendMessage({ type: 'pinLink', id, account: a, pinned: true }),
      links[7]!.id,
      (account as { value: { account: string } }).value.account,
    );
    const name = (state: string) => `${lang}-popup-point-${state}-${width}`;
    // The entry: the header's "+" menu open, *Redirect a link here…* its third item.
    await (await popup.waitForSelector('#add-menu'))!.click();
    await popup.waitForSelector('.row-menu-list [data-action="point-here"]');
    await shootThemes(popup, name('entry'));
    await popup.click('.row-menu-list [data-action="point-here"]');
    await popup.waitForSelector('.point-options li');
    await shootThemes(popup, name('pick'));
    await popup.type('.point-search', (links[3]!.title ?? 'seed').split(' ').pop()!);
    // Moved to: the result tinted, the one ring still on the search box.
    await popup.keyboard.press('ArrowDown');
    await shootThemes(popup, name('search'));
    await popup.keyboard.press('Enter');
    await popup.waitForSelector('.point-confirm');
    await shootThemes(popup, name('confirm'));
    await popup.click('.point-confirm button.primary');
    await popup.waitForSelector('.point-done');
    await shootThemes(popup, name('done'));
    await popup.click('.point-done button.point-undo');
    await popup.waitForSelector('.point-done[data-step="undone"]');
    await shootThemes(popup, name('undone'));
    await popup.close();
    await tab.close();
  }
});
