/**
 * The manager's head: its title with the sync's small status beside it (under it where the panel is
 * narrow, never a band of its own), then Shorten a list… (an icon where narrow), open in a tab and options.
 */
import type { ComponentChildren } from 'preact';
import { browser } from 'wxt/browser';
import { t } from '../../platform/text/i18n';
import { managerTabUrl } from '../../platform/open-manager';
import { icon } from '../components/Icon';

interface Props {
  view: 'panel' | 'tab';
  /** The sync's status (./SyncStatus.tsx), or nothing where a card below says what is wrong. */
  status: ComponentChildren;
  /** Opens "Shorten a list…"; null where the page offers it elsewhere (the empty state) or not at all. */
  onShortenList: (() => void) | null;
}

export function ManagerHead({ view, status, onShortenList }: Props) {
  return (
    <header class="manager-head">
      <div class="head-title">
        <h1>{t('managerTitle')}</h1>
        {status}
      </div>
      <div class="row">
        {onShortenList && (
          <button
            type="button"
            class={`shorten-list with-icon ${icon('plus')}`}
            title={t('shortenList')}
            onClick={onShortenList}
          >
            {t('shortenList')}
          </button>
        )}
        {view === 'panel' && (
          <button
            type="button"
            class={`icon ${icon('open')}`}
            onClick={() => void browser.tabs.create({ url: managerTabUrl() })}
            aria-label={t('openManagerInTab')}
            title={t('openManagerInTab')}
          ></button>
        )}
        <button
          type="button"
          class={`icon ${icon('settings')}`}
          onClick={() => browser.runtime.openOptionsPage()}
          aria-label={t('openOptions')}
          title={t('openOptions')}
        ></button>
      </div>
    </header>
  );
}
