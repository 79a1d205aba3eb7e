/**
 * The least-with-the-stack worker (./worker-status.ts) with every listener the real background
 * registers at its start (entrypoints/background.ts, src/background/configuration-notice.ts): an
 * MV3 worker must register each event it handles at its top level, so a worker that answers
 * `status` and is the product's pays them too. Each listener does nothing (information, measured
 * by ../wake-profile.ts beside the real worker and the least-with-the-stack worker).
 */
import { browser } from 'wxt/browser';
import './worker-status';

const nothing = () => undefined;

browser.runtime.onInstalled.addListener(nothing);
browser.alarms.onAlarm.addListener(nothing);
browser.alarms.onAlarm.addListener(nothing);
browser.storage.local.onChanged.addListener(nothing);
browser.storage.sync.onChanged.addListener(nothing);
browser.storage.local.onChanged.addListener(nothing);
browser.runtime.onStartup.addListener(nothing);
browser.storage.onChanged.addListener(nothing);
browser.contextMenus?.onClicked.addListener(nothing);
browser.commands?.onCommand.addListener(nothing);
browser.omnibox?.onInputChanged.addListener(nothing);
browser.omnibox?.onInputEntered.addListener(nothing);
