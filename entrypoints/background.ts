import { browser } from 'wxt/browser';
import { applyPolicy } from '../src/background/policy/apply-policy';
import { onCommand } from '../src/background/actions/commands';
import { watchConfiguration } from '../src/background/configuration-notice';
import { onMenuClick } from '../src/background/actions/context-menu';
import { handlers } from '../src/background/handlers';
import { BULK_ALARM, bulk } from '../src/background/actions/list-engine';
import { onInstalled } from '../src/background/install';
import { onOmniboxEnter, onOmniboxInput } from '../src/background/actions/omnibox';
import { listenIfPresent } from '../src/background/optional-api';
import { onSyncAlarm } from '../src/background/sync/sync-service';
import { createRouter } from '../src/platform/messages/router';
import { afterFirstAnswer } from '../src/background/after-first-answer';
import { markStoredPresent } from '../src/background/accounts/change-accounts';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY } from '../src/shared/accounts/accounts';

// Listeners are registered synchronously at the top level, so a worker woken by an event gets it.
export default defineBackground(() => {
  // The core first: a worker woken by any of these gets it, on every platform.
  // A list being shortened goes on where it was (src/background/actions/list-engine.ts), at every start: once
  // the message that woke the worker was answered (src/background/after-first-answer.ts).
  browser.runtime.onMessage.addListener(afterFirstAnswer(createRouter(handlers), () => void bulk.resume()));
  browser.runtime.onInstalled.addListener(onInstalled);
  browser.alarms.onAlarm.addListener(onSyncAlarm);
  browser.alarms.onAlarm.addListener((alarm) => void (alarm.name === BULK_ALARM && bulk.resume()));
  watchConfiguration();
  // Accounts written back behind the background's back may open their databases again.
  browser.storage.local.onChanged.addListener((changes) => {
    if (ACCOUNTS_KEY in changes || ACCOUNT_KEYS_KEY in changes) void markStoredPresent();
  });
  // The administrator's policy: at every browser start and whenever it changes (src/background/policy/apply-policy.ts).
  browser.runtime.onStartup.addListener(() => void applyPolicy());
  browser.storage.onChanged.addListener((_, area) => {
    if (area === 'managed') void applyPolicy();
  });
  // Surfaces a platform may lack (Firefox for Android: no menus, shortcuts or address-bar keyword).
  listenIfPresent(browser.contextMenus?.onClicked, onMenuClick);
  listenIfPresent(browser.commands?.onCommand, onCommand);
  listenIfPresent(browser.omnibox?.onInputChanged, onOmniboxInput);
  listenIfPresent(browser.omnibox?.onInputEntered, onOmniboxEnter);
});
