/**
 * The popup's header: the product's mark and name, the account switcher (two accounts or more),
 * then at its end *All your links* (its icon beside a switcher), the "+" menu (its items: ./add-menu.ts) and the options.
 * Before a key there is no header: the welcome card (./Welcome.tsx) is the whole popup.
 */
import type { RefObject } from 'preact';
import { browser } from 'wxt/browser';
import type { NamedAccount } from '../components/account-name';
import { t } from '../../platform/text/i18n';
import { openManager } from '../../platform/open-manager';
import { icon } from '../components/Icon';
import { RowMenu, type RowMenuItem } from '../components/RowMenu';
import { AccountSwitcher } from './lazy-parts';
import { RowMenuList } from './link-parts';

/** A side panel (Chrome) or sidebar (Firefox) to open the manager in; else it opens in a tab (Firefox for Android). */
const hasPanel = 'sidePanel' in browser || 'sidebarAction' in browser;

interface Props {
  accounts: NamedAccount[];
  current: string | null;
  onSwitch: (id: string, name: string) => void;
  /** The popup's window, once known: the manager's panel opens there. */
  windowId: RefObject<number | undefined>;
  /** The "+" menu's items (./add-menu.ts). Null: nothing can be made now (no key, a refused key), so no "+" menu and no *All your links*. */
  adds: RowMenuItem[] | null;
}

export function PopupHeader({ accounts, current, onSwitch, windowId, adds }: Props) {
  const switcher = accounts.length > 1;
  return (
    <header class="top">
      <img class="mark" src="/icon/32.png" alt="" width={20} height={20} />
      <h1>{t('extName')}</h1>
      {switcher && <AccountSwitcher accounts={accounts} current={current} onSwitch={onSwitch} />}
      {/* Opened before anything is awaited: a panel opens only inside the click. Hidden with the "+"
          while the key is refused: the manager could list nothing either (as in the welcome). With a switcher
          it is its icon (as in the manager's head), so the name and the switcher keep one line: the list stays put;
          then an icon as its neighbours, their classes and colour (the accent is the text link's). */}
      {adds && (
        <button
          type="button"
          class={switcher ? `icon ghost ${icon('open')}` : 'open-manager ghost'}
          aria-label={t('openManager')}
          title={hasPanel ? t('openManagerHint') : undefined}
          onClick={() => void openManager(windowId.current).then((where) => where === 'panel' && window.close())}
        >
          {switcher || t('openManager')}
        </button>
      )}
      {adds && <RowMenu id="add-menu" glyph="plus" label={t('addMenu')} items={adds} List={RowMenuList} />}
      <button
        type="button"
        class={`icon ghost ${icon('settings')}`}
        onClick={() => browser.runtime.openOptionsPage()}
        aria-label={t('openOptions')}
        title={t('openOptions')}
      ></button>
    </header>
  );
}
