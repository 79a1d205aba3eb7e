import { render } from 'preact';
import { browser } from 'wxt/browser';
import { HEAD_KEY } from '../../src/links/head';
import { Popup } from '../../src/popup/Popup';
import { SETTINGS_KEY } from '../../src/settings/settings';
import { ACCOUNTS_KEY } from '../../src/accounts/accounts';
import { firstFrameRead, type PopupRead } from '../../src/popup/first-frame';
import { localizeDocument } from '../../src/ui/document';
import { whenIdle } from '../../src/ui/lazy';
import { ShortenResult } from '../../src/popup/lazy-parts';
import { afterAnswer, askOpening, beforeFirstRender, beginOpening, openingShortening } from '../../src/popup/opening';
import '../../src/ui/base.css';
import '../../src/popup/popup.css';

// First of all, the background is asked to open the active tab: with auto-shorten on, its shorten
// request leaves before anything here is read or rendered (src/popup/opening.ts). The first render
// needs two storage reads (accounts without their keys and the account's links; the preferences in storage.sync); the tab
// query runs beside it. With auto-copy on, the render waits a moment for the answer, so that its
// copy does not wait behind the render.
const asked = askOpening();

async function start() {
  const activeTab = browser.tabs
    .query({ active: true, currentWindow: true })
    .then(([tab]) => tab ?? null)
    .catch(() => null);
  const read = browser.storage.local.get([SETTINGS_KEY, HEAD_KEY, ACCOUNTS_KEY]);
  // The preferences, which follow the user (storage.sync, src/settings/items.ts): all its keys are small ones.
  const synced = browser.storage.sync.get(null).catch(() => ({}));
  localizeDocument();
  const [stored, prefs] = await Promise.all([read, synced]);
  const first = firstFrameRead(stored, prefs);
  const { settings } = first;
  const shortening = openingShortening(settings, activeTab, asked);
  const opening = beginOpening(activeTab, asked);
  afterAnswer(shortening, () => ShortenResult.preload());
  await beforeFirstRender(settings, shortening);
  const draw = (read: PopupRead, key: string) =>
    render(<Popup key={key} settings={read.settings} accounts={read.accounts} head={read.head} opening={opening} shortening={shortening} />, document.getElementById('app')!);
  draw(first, 'first');
  // After the first frame, the schemas read the same values; a corrupt store is drawn again from theirs.
  requestAnimationFrame(() =>
    setTimeout(() =>
      void import('../../src/popup/checked-read').then(({ checkedRead, sameRead }) => {
        const checked = checkedRead(stored, prefs);
        if (!sameRead(first, checked)) draw(checked, 'checked');
      }),
    ),
  );
  // The card a click on Shorten shows, ready before the click.
  whenIdle(() => void ShortenResult.preload());
}

void start();
